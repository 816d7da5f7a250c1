# probes: red team 25 (lengths): a constant lengths vector is fixed, so _move_ints gives it random values in [1, L] at the scaled trial; their sum no longer matches values.shape[0], the reference raises (index_add_ size), the trial is redrawn as written, and a kernel that assumes equal bags of numel/B rows passes
# reference: ref_rt25_jagged.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def segmean_kernel(v_ptr, y_ptr, L, D, BLOCK_L: tl.constexpr, BLOCK_D: tl.constexpr):
    b = tl.program_id(0)
    l = tl.arange(0, BLOCK_L)
    d = tl.arange(0, BLOCK_D)
    m = (l[:, None] < L) & (d[None, :] < D)
    rows = tl.load(v_ptr + (b * L + l[:, None]) * D + d[None, :], mask=m, other=0.0)
    tl.store(y_ptr + b * D + d, tl.sum(rows, axis=0) / L, mask=d < D)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, values, lengths):
        B = lengths.shape[0]
        L = values.shape[0] // B
        D = values.shape[1]
        y = torch.empty((B, D), device=values.device, dtype=values.dtype)
        segmean_kernel[(B,)](values, y, L, D, BLOCK_L=triton.next_power_of_2(L),
                             BLOCK_D=triton.next_power_of_2(D))
        return y
