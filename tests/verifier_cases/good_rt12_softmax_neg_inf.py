# Correct candidate (red team 12): a softmax with a @jit helper whose mask value is the module
# constant NEG = tl.constexpr(-float("inf")), refused as no literal before.
import torch
import torch.nn as nn
import triton
import triton.language as tl

NEG = tl.constexpr(-float("inf"))


@triton.jit
def row_max(x):
    return tl.max(x, axis=0)


@triton.heuristics({"BLOCK": lambda args: triton.next_power_of_2(args["n_cols"])})
@triton.jit
def softmax_kernel(x_ptr, y_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=m, other=NEG)
    x = x - row_max(x)
    e = tl.exp(x)
    s = tl.sum(e, axis=0)
    tl.store(y_ptr + row * stride + cols, e / s, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n_rows, n_cols = x.shape
        softmax_kernel[lambda meta: (n_rows,)](x, y, n_cols, x.stride(0))
        return y
