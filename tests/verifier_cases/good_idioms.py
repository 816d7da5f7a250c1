# Correct candidate in idiomatic Triton: a @triton.jit helper, a copy kernel, an in-place kernel
# on the same buffer, split work accumulated with atomics into a zeroed buffer, views, math,
# typing and print (what the static gate and the run-time monitor must keep accepting).
import math
from typing import Tuple

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_of(v):
    return tl.where(v > 0, v, 0.0)


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n), mask=offs < n)


@triton.jit
def relu_inplace_kernel(buf_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    v = tl.load(buf_ptr + offs, mask=offs < n)
    tl.store(buf_ptr + offs, relu_of(v), mask=offs < n)


@triton.jit
def split_add_kernel(src_ptr, acc_ptr, n, half, BLOCK: tl.constexpr):
    # two programs per block, each adding half of the value: split work, atomics to combine
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    v = tl.load(src_ptr + offs, mask=offs < n)
    tl.atomic_add(acc_ptr + offs, v * half, mask=offs < n)


def grid_for(n: int, block: int) -> Tuple[int]:
    return (triton.cdiv(n, block),)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.half = 1.0 / math.sqrt(4.0)

    def forward(self, x):
        x = x.contiguous()
        flat = x.view(-1)                                   # a view: same memory
        n = flat.numel()
        tmp = torch.empty_like(flat)
        copy_kernel[grid_for(n, 1024)](flat, tmp, n, BLOCK=1024)
        relu_inplace_kernel[grid_for(n, 1024)](tmp, n, BLOCK=1024)
        acc = torch.zeros_like(flat)
        for _ in range(2):
            split_add_kernel[grid_for(n, 512)](tmp, acc, n, self.half, BLOCK=512)
        print("shape", tuple(x.shape))
        return acc.view(x.shape)
