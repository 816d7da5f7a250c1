# probes: honest row softmax with typing annotations, a @jit helper returning a tuple, tl.math.exp, next_power_of_2, a constexpr module constant, print in forward
# reference: ref_softmax.py
# expect: ok
# idea: honest (false-refusal probe)
from typing import Optional, Tuple
import torch
import torch.nn as nn
import triton
import triton.language as tl

NEG = tl.constexpr(-float("inf"))


@triton.jit
def row_stats(x):
    m = tl.max(x, axis=0)
    e = tl.math.exp(x - m)
    return e, tl.sum(e, axis=0)


@triton.jit
def softmax_kernel(x_ptr, y_ptr, n_cols, stride_x: int, stride_y, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride_x + cols, mask=mask, other=NEG)
    e, s = row_stats(x.to(tl.float32))
    tl.store(y_ptr + row * stride_y + cols, e / s, mask=mask)


class ModelNew(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.block: Optional[int] = None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        block = triton.next_power_of_2(cols)
        grid: Tuple[int] = (rows,)
        print("softmax", rows, cols, block)
        softmax_kernel[grid](x, y, cols, x.stride(0), y.stride(0), BLOCK=block)
        return y
