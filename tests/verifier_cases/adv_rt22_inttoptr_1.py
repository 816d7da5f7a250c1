# probes: red team 22 (GPU gaps, from reading the code): a kernel casts an integer to a pointer (x_ptr.to(tl.int64).to(x_ptr.dtype) here; on a GPU an address kept as an integer in __init__'s memory would reach a cache no argument names, and nothing checks GPU loads): refused in the kernel's Triton IR (tt.int_to_ptr), on a CPU at the lowering and on a GPU at the first launch
# reference: ref_relu.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    base = x_ptr.to(tl.int64)
    p = base.to(x_ptr.dtype)
    v = tl.load(p + offs, mask=m)
    tl.store(y_ptr + offs, tl.maximum(v, 0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
