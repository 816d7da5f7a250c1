# reference: ref_two_out.py
# Honest: two outputs from two different kernels (relu, sigmoid), launched one after the other,
# each over a 2-D grid, plus a third kernel that copies through an intermediate buffer.
# Expected: ok.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = (tl.program_id(0) * tl.num_programs(1) + tl.program_id(1)) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=m), 0.0), mask=m)


@triton.jit
def neg_kernel(x_ptr, tmp_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(tmp_ptr + offs, -tl.load(x_ptr + offs, mask=m), mask=m)


@triton.jit
def sigmoid_from_neg_kernel(tmp_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    t = tl.load(tmp_ptr + offs, mask=m)
    tl.store(out_ptr + offs, 1.0 / (1.0 + tl.exp(t)), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        n = x.numel()
        r = torch.empty_like(x)
        s = torch.empty_like(x)
        tmp = torch.empty_like(x)
        relu_kernel[(triton.cdiv(n, 512), 2)](x, r, n, BLOCK=256)
        neg_kernel[(triton.cdiv(n, 1024),)](x, tmp, n, BLOCK=1024)
        sigmoid_from_neg_kernel[(triton.cdiv(n, 1024),)](tmp, s, n, BLOCK=1024)
        return r, s
