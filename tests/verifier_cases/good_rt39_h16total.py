# good: an fp16 vector's total by tl.sum over the whole block (axis None): the verifier's fp16 sum first failed there (moveaxis of None), refusing it as a runtime error
# reference: ref_rt39_h16total.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def total_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    tl.store(out_ptr, tl.sum(x))       # fp16 values summed over the whole block (axis None)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        out = torch.empty((1,), device=x.device, dtype=x.dtype)
        total_kernel[(1,)](x, out, x.numel(), BLOCK=triton.next_power_of_2(x.numel()))
        return out
