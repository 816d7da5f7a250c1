# probes: (red team 45a, accepted at 5 of 5 keys) argmax whose running maximum starts at 0.0 instead of -inf (index 0 for any column whose values are all negative, e.g. log-probabilities). get_inputs draws torch.rand (all >= 0), and the trials that give the input both signs are range trials, where integer outputs are not compared at all: only the as-written trial checks the index (closed: at range trials integer outputs steady under the twin and the nudge are compared (sandbox._steady_ints), and such an output keeps the far draw)
# reference: ref_rt45a_argmaxtie.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def argmax_dim1_kernel(x_ptr, out_ptr, D1, D2, BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    b = tl.program_id(0)
    cols = tl.program_id(1) * BLOCK_C + tl.arange(0, BLOCK_C)
    cmask = cols < D2
    best = tl.zeros((BLOCK_C,), dtype=tl.float32)
    best_i = tl.zeros((BLOCK_C,), dtype=tl.int32)
    for r0 in range(0, D1, BLOCK_R):
        rows = r0 + tl.arange(0, BLOCK_R)
        m = (rows[:, None] < D1) & cmask[None, :]
        x = tl.load(x_ptr + b * D1 * D2 + rows[:, None] * D2 + cols[None, :], mask=m, other=-float("inf"))
        v, i = tl.max(x, axis=0, return_indices=True, return_indices_tie_break_left=True)
        take = v > best
        best_i = tl.where(take, r0 + i, best_i)
        best = tl.where(take, v, best)
    tl.store(out_ptr + b * D2 + cols, best_i.to(tl.int64), mask=cmask)


class ModelNew(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        B, D1, D2 = x.shape
        out = torch.empty((B, D2), device=x.device, dtype=torch.int64)
        argmax_dim1_kernel[(B, triton.cdiv(D2, 16))](x, out, D1, D2, BLOCK_R=32, BLOCK_C=16)
        return out
