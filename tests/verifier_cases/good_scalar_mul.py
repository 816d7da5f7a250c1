# Correct candidate for ref_scalar_mul: the Python float s of forward is passed to the kernel.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scale_kernel(a_ptr, out_ptr, s, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, a * s, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, A, s):
        A = A.contiguous()
        out = torch.empty_like(A)
        n = A.numel()
        scale_kernel[(triton.cdiv(n, 1024),)](A, out, s, n, BLOCK=1024)
        return out
