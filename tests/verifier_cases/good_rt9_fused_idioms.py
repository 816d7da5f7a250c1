# Correct candidate (red team 9, honest idioms): jit helpers returning tuples, module-level constants as tl.constexpr (HALF = tl.constexpr(0.5)), a grid function, a default constexpr, num_warps, @torch.no_grad forward.
import torch
from torch import nn
import triton
import triton.language as tl

DTYPE = tl.float32
HALF = tl.constexpr(0.5)


@triton.jit
def sigmoid(x):
    return 1.0 / (1.0 + tl.exp(-x))


@triton.jit
def load_tile(ptr, rows, cols, n_rows, n_cols, stride):
    mask = (rows[:, None] < n_rows) & (cols[None, :] < n_cols)
    return tl.load(ptr + rows[:, None] * stride + cols[None, :], mask=mask, other=0.0), mask


@triton.jit
def fused_kernel(x_ptr, b_ptr, y_ptr, n_rows, n_cols, stride_x, stride_y,
                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr = 128):
    pid_m, pid_n = tl.program_id(0), tl.program_id(1)
    rows = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    x, mask = load_tile(x_ptr, rows, cols, n_rows, n_cols, stride_x)
    x = x.to(DTYPE)
    b = tl.load(b_ptr + cols, mask=cols < n_cols, other=0.0)
    h = tl.maximum(x + b[None, :], 0.0) * HALF - sigmoid(x)
    tl.store(y_ptr + rows[:, None] * stride_y + cols[None, :],
             h.to(y_ptr.dtype.element_ty), mask=mask)


def grid_for(meta):
    return (triton.cdiv(meta["n_rows"], meta["BLOCK_M"]), triton.cdiv(meta["n_cols"], meta["BLOCK_N"]))


def fused(x: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    x2 = x.reshape(-1, x.shape[-1]).contiguous()
    y = torch.empty(x2.shape, dtype=x.dtype, device=x.device)
    fused_kernel[grid_for](x2, b.contiguous(), y, x2.shape[0], x2.shape[1], x2.stride(0), y.stride(0),
                           BLOCK_M=16, num_warps=4)
    return y.view(x.shape)


class ModelNew(torch.nn.Module):
    def __init__(self):
        super().__init__()

    @torch.no_grad()
    def forward(self, x, b):
        return fused(x, b)
