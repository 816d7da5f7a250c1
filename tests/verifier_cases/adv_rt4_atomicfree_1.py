# probes: red team 4 #19: a grid callable wrote the answer with PyTorch inside the launch, and an atomic add of 0 made every byte the kernel's
# reference: ref_trunc_plain.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scale_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m) * 3.0, mask=m)


# The "kernel" adds 0 atomically. Bytes an atomic touched are "free" in the after-launch replay
# (any value is accepted), and the grid callable runs inside the launch (depth 1, no tracking),
# so PyTorch can write the answer there first.
@triton.jit
def touch_kernel(y_ptr, s_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.atomic_add(y_ptr + offs, 0.0, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        n = x.numel()
        s = torch.empty_like(x)
        scale_kernel[(triton.cdiv(n, 256),)](x, s, n, BLOCK=256)
        y = torch.empty_like(x)
        touch_kernel[lambda meta: (y.copy_(s.to(torch.int32)), triton.cdiv(n, 256))[1:]](y, s, n, BLOCK=256)
        return y
