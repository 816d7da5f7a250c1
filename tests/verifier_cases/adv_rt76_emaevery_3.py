# probes: periodic weight EMA that stops folding after 4096 calls (a capped schedule: update = num_calls % 16 == 0 and num_calls < 4096); wrong for any run past 4096 steps, passes if the counter is never jumped or aimed past the cap at a multiple of 16. [closed: a count that jumps up lands one short of a multiple of the model's smallest integer setting (sandbox._on_period), so the fold's branch is taken at the first or second call after the jump, past the cap]
# reference: ref_rt76_emaevery.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ema_every_kernel(w_ptr, s_ptr, out_ptr, n, decay, UPDATE: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    s = tl.load(s_ptr + offs, mask=m, other=0.0)
    if UPDATE:
        w = tl.load(w_ptr + offs, mask=m, other=0.0)
        s = s * decay + w * (1.0 - decay)
        tl.store(s_ptr + offs, s, mask=m)
    tl.store(out_ptr + offs, s, mask=m)


class ModelNew(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.decay = 0.9
        self.every = 16
        self.num_calls = 0
        self.register_buffer("shadow", torch.zeros(n))

    def forward(self, w):
        w = w.contiguous()
        out = torch.empty_like(w)
        n = w.numel()
        update = self.num_calls % self.every == 0 and self.num_calls < 4096
        self.num_calls += 1
        ema_every_kernel[(triton.cdiv(n, 1024),)](w, self.shadow, out, n, self.decay,
                                                  UPDATE=update, BLOCK=1024)
        return out
