# probes: honest periodic weight EMA: the kernel folds the shadow towards w on calls 0, 16, 32, ... (flag from the Python call count) and writes the averaged weights out
# reference: ref_rt76_emaevery.py
# expect: ok
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
        update = self.num_calls % self.every == 0
        self.num_calls += 1
        ema_every_kernel[(triton.cdiv(n, 1024),)](w, self.shadow, out, n, self.decay,
                                                  UPDATE=update, BLOCK=1024)
        return out
