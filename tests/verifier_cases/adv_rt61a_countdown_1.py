# probes: red team 61a: a counter only ever jumps UP (sandbox._jump adds a keyed count), so a countdown (1000 steps left, run down by one a call and stopped at 0) is never run down to 0: a kernel that decrements without the stop (left - 1, no max with 0) matches at every call; a model run (or loaded) past its 1000 steps gets left < 0 and a gate above 1 that keeps growing; closed: a counter jumps the way another call moves it, down where the forward counts down (sandbox._jump, _jump_level)
# reference: ref_rt61a_countdown.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def fade_kernel(x_ptr, left_ptr, o_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    left = tl.load(left_ptr) - 1
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    g = 1.0 - left.to(tl.float32) / 1000.0
    e = tl.exp(-2.0 * tl.abs(x))
    t = (1.0 - e) / (1.0 + e)
    t = tl.where(x >= 0, t, -t)
    tl.store(o_ptr + offs, x + g * t, mask=m)


@triton.jit
def tick(left_ptr):
    tl.store(left_ptr, tl.load(left_ptr) - 1)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.register_buffer("left", torch.tensor(1000, dtype=torch.long))

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        fade_kernel[(triton.cdiv(n, 1024),)](x, self.left, out, n, BLOCK=1024)
        tick[(1,)](self.left)
        return out
