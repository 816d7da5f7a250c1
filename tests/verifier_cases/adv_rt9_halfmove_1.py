# probes: a 128 x 192 float16 transpose done by PyTorch (.t().contiguous()) and copied by a kernel: float16 has ~17,000 distinct codes in range, fewer than the 24,576 elements, so the movement test said computes
# reference: ref_transpose_half.py
# expect: fallback
# idea: red team 9. Fixed: past the codes a dtype has, sandbox._moves_only writes each element's
#   index in base B over several runs of the reference, one digit a run.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        moved = x.t().contiguous()                 # the whole task, done by PyTorch
        out = torch.empty_like(moved)
        n = moved.numel()
        copy_kernel[(triton.cdiv(n, 4096),)](moved, out, n, BLOCK=4096)
        return out
