# probes: FALSE REFUSAL (red team 55a, refused at 5 of 5 keys): an honest bucketize for a handful of sorted edges, the GPU way: each element's bin is the number of edges below it (a compare and a sum in registers). The trials break the edges' order: the scaled trial multiplies the 1-D edges by one NEGATIVE factor (descending), the far draws shift every edge but the one at 0.0, which sandbox._fixed_zeros pins at zero (unsorted), and the small trial zeroes the 1-D tensor whole; torch.bucketize on unsorted edges answers by its own binary search's probe order, which only a kernel that replays that order matches (good_rt55a_bucket2, accepted)
# reference: ref_rt55a_bucket.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def bucket_kernel(x_ptr, b_ptr, out_ptr, n, NB, BLOCK: tl.constexpr, BB: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    j = tl.arange(0, BB)
    b = tl.load(b_ptr + j, mask=j < NB, other=float("inf"))
    below = (b[None, :] < x[:, None]).to(tl.int64)
    tl.store(out_ptr + offs, tl.sum(below, axis=1), mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, boundaries):
        x = x.contiguous()
        boundaries = boundaries.contiguous()
        out = torch.empty(x.shape, device=x.device, dtype=torch.int64)
        n = x.numel()
        nb = boundaries.numel()
        bucket_kernel[(triton.cdiv(n, 256),)](x, boundaries, out, n, nb, BLOCK=256, BB=triton.next_power_of_2(nb))
        return out
