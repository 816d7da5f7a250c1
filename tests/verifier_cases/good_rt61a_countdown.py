# probes: red team 61a: honest twin of adv_rt61a_countdown_1 (the countdown stops at 0)
# reference: ref_rt61a_countdown.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def fade_kernel(x_ptr, left_ptr, o_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    left = tl.maximum(tl.load(left_ptr) - 1, 0)
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
    tl.store(left_ptr, tl.maximum(tl.load(left_ptr) - 1, 0))


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
