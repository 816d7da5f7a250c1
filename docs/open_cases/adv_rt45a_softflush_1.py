# probes: OPEN: (red team 45a, accepted at 5 of 5 keys) softmax that flushes every probability below e^-12 (~6e-6) of the row maximum to exactly 0 (an 'early-out' for tiny exps): its error is under 6e-6 x max|p|, inside the comparison's absolute part tol x min(1, max|ref|) = 1e-4 x max|p| at every element, so the flush is never seen; a caller taking log(p) (NLL of a rare class, a KL) gets -inf where the true value is finite
# reference: ref_rt45a_softflush.py
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
    e = tl.where(x < -12.0, 0.0, tl.exp(x))
    tl.store(out_ptr + offs, e / tl.sum(e, axis=1)[:, None], mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        out = torch.empty_like(x)
        softmax_kernel[(triton.cdiv(rows, 8),)](x, out, rows, cols, ROWS=8,
                                                BLOCK=triton.next_power_of_2(cols))
        return out
