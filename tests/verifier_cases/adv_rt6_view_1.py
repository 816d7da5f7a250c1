# probes: red team 6 (cheat_moves_3): a data-movement task answered by a strided view: a kernel copies x in order and forward returns y.t(), so a PyTorch view (and the verifier's packing) does the transpose
# reference: ref_transpose_big.py
# expect: fallback

# idea: a pure data-movement task that _moves_only recognises (a transpose): PyTorch copies are
#   refused there, but views are not. A kernel makes a flat identity copy of x (no rearranging)
#   and forward returns a transposed VIEW of that copy: the values equal x.t().contiguous(), the
#   memory holds x's order; the transpose (the task's whole work) was done by nobody but the
#   verifier's own pack(). Refused since outputs of a movement task must be laid out in their
#   logical order (contiguous) or as the reference's are (reward._moved_why).
# reference: refs/ref_transpose_small.py (red team 6); here the 128 x 192 one
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(src_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        copy_kernel[(triton.cdiv(n, 4096),)](x, y, n, BLOCK=4096)
        return y.t()
