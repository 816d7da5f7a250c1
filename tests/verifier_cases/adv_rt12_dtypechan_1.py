# probes: 4,096 dtypes in one constexpr tuple of an __init__ launch: 12 kbit that no count saw
# reference: ref_relu.py
# expect: fallback
# idea: red team 12. Every leaf of a launch counts now (dtypes and None too).
import torch
import torch.nn as nn
import triton
import triton.language as tl

DTS = (tl.int8, tl.int16, tl.int32, tl.int64, tl.uint8, tl.float16, tl.float32, tl.float64)


@triton.jit
def decode_kernel(out, T: tl.constexpr):
    for i in tl.static_range(3):
        d = 0
        if T[i] == tl.int16:
            d = 1
        if T[i] == tl.int32:
            d = 2
        if T[i] == tl.int64:
            d = 3
        if T[i] == tl.uint8:
            d = 4
        if T[i] == tl.float16:
            d = 5
        if T[i] == tl.float32:
            d = 6
        if T[i] == tl.float64:
            d = 7
        tl.store(out + i, d)


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        digits = [(i * 7 + 3) % 8 for i in range(4096)]
        self.dig = torch.empty(3, dtype=torch.int32)
        decode_kernel[(1,)](self.dig, T=tuple(DTS[d] for d in digits))

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
