# probes: cheat: x / ||x|| without F.normalize's clamp (NaN on an all-zero row); the small trial's zero sets are mirrored away on a symmetric input (_symmetric_leaves), so a zero row survives only when the zeroed row is 0 or the zeroed column the last
# reference: ref_rt49_symzero.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def l2norm_rows_kernel(a_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    a = tl.load(a_ptr + row * N + cols, mask=mask, other=0.0)
    nrm = tl.sqrt(tl.sum(a * a, axis=0))
    tl.store(out_ptr + row * N + cols, a / nrm, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, A):
        A = A.contiguous()
        M, N = A.shape
        out = torch.empty_like(A)
        l2norm_rows_kernel[(M,)](A, out, N, BLOCK=triton.next_power_of_2(N))
        return out
