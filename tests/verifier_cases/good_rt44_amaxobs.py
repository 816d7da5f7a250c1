# probes: an honest ReLU6 with its running abs-max observer (a buffer that starts at -inf), updated in place by a second kernel: red team 44's twin
# reference: ref_rt44_amaxobs.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu6_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.minimum(tl.maximum(x, 0.0), 6.0), mask=m)


@triton.jit
def colmax_kernel(x_ptr, amax_ptr, R, C, BR: tl.constexpr):
    c = tl.program_id(0)                          # one feature (column)
    rows = tl.arange(0, BR)
    a = tl.full([BR], float("-inf"), tl.float32)
    for r0 in range(0, R, BR):
        r = r0 + rows
        x = tl.load(x_ptr + r * C + c, mask=r < R, other=0.0)
        a = tl.maximum(a, tl.where(r < R, tl.abs(x), float("-inf")))
    tl.store(amax_ptr + c, tl.maximum(tl.load(amax_ptr + c), tl.max(a, axis=0)))


class ModelNew(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.register_buffer("amax", torch.full((n,), float("-inf")))

    def forward(self, x):
        x = x.contiguous()
        R, C = x.shape
        colmax_kernel[(C,)](x, self.amax, R, C, BR=64)
        y = torch.empty_like(x)
        n = x.numel()
        relu6_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
