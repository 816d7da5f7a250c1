# reference: ref_softmax.py
# Honest: row softmax, @triton.autotune over 3 configs (num_warps / a row-group size) keyed on
# the row length, a print of the shape in __init__ and forward (no tensor values), and a
# tl.static_print in the kernel. Expected: ok.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.autotune(
    configs=[
        triton.Config({"ROWS": 1}, num_warps=1),
        triton.Config({"ROWS": 2}, num_warps=2),
        triton.Config({"ROWS": 4}, num_warps=4),
    ],
    key=["n_cols"],
)
@triton.jit
def softmax_kernel(x_ptr, out_ptr, n_rows, n_cols, stride, BLOCK: tl.constexpr, ROWS: tl.constexpr):
    tl.static_print("softmax BLOCK", BLOCK)
    cols = tl.arange(0, BLOCK)
    for r in range(ROWS):
        row = tl.program_id(0) * ROWS + r
        m = (cols < n_cols) & (row < n_rows)
        x = tl.load(x_ptr + row * stride + cols, mask=m, other=-float("inf"))
        x = x - tl.max(x, axis=0)
        e = tl.exp(x)
        tl.store(out_ptr + row * stride + cols, e / tl.sum(e, axis=0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        print("ModelNew: autotuned softmax")

    def forward(self, x):
        x = x.contiguous()
        n_rows, n_cols = x.shape
        print("softmax over", n_rows, "rows of", n_cols)
        out = torch.empty_like(x)
        grid = lambda meta: (triton.cdiv(n_rows, meta["ROWS"]),)
        softmax_kernel[grid](x, out, n_rows, n_cols, x.stride(0), BLOCK=triton.next_power_of_2(n_cols))
        return out
