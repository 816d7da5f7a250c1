# probes: the low word computed in float32, x.to(fp32) - hi, which is exactly 0: the float-float encoding loses its low word (plain fp32 precision). Packed beside hi in one output, lo (~6e-8 |x|) is within the 1e-4 tolerance of 0 under the absolute part s = min(1, max|ref|) that hi sets; where the far draws make lo large the float64 twin (where .float() is a no-op) answers 0, and the rounding bound accepts it. [red team 72, accepted at 6-7 of 7 keys; closed: a packed tensor is held to min(1, its own largest magnitude) at a normal call of a reference that packs (sandbox._group, _PACKS): refused at 7 of 7]
# reference: ref_rt72_dfpack.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def split_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + offs, mask=m)
    hi = x.to(tl.float32)
    lo = x.to(tl.float32) - hi
    tl.store(out_ptr + offs, hi, mask=m)
    tl.store(out_ptr + N + offs, lo, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty((2,) + tuple(x.shape), dtype=torch.float32, device=x.device)
        n = x.numel()
        split_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
