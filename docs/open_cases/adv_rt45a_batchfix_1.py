# probes: OPEN: (red team 45a, accepted at 5 of 5 keys) row softmax with the batch size hard-coded (32 rows: the grid, the mask bound and the output's allocation): every trial calls forward with get_inputs' shapes, so a caller with any other batch size gets garbage rows (more) or an out-of-bounds read (fewer)
# reference: ref_rt45a_batchfix.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, out_ptr, n_rows, n_cols, ROWS: tl.constexpr, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, BLOCK)
    mask = (rows[:, None] < n_rows) & (cols[None, :] < n_cols)
    offs = rows[:, None] * n_cols + cols[None, :]                           # (ROWS, BLOCK)
    x = tl.load(x_ptr + offs, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=1)[:, None]
    e = tl.exp(x)
    tl.store(out_ptr + offs, e / tl.sum(e, axis=1)[:, None], mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        cols = x.shape[1]
        out = torch.empty((32, cols), device=x.device, dtype=x.dtype)
        softmax_kernel[(4,)](x, out, 32, cols, ROWS=8,
                                                BLOCK=triton.next_power_of_2(cols))
        return out
