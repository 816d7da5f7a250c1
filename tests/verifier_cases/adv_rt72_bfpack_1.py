# probes: the low half computed in bf16, x.to(bf16) - hi, which is exactly 0: the compensation half is lost (bf16x2 is plain bf16). Packed beside hi in one output, lo (~2^-9 |x|) is within the 1e-2 tolerance of 0 under the absolute part s = min(1, max|ref|) that hi sets, and the float64 twin (where .to(bf16) is a no-op) answers lo = 0 too (sandbox._alt_answers). [red team 72, accepted at 6-7 of 7 keys; closed: a packed tensor is held to min(1, its own largest magnitude) at a normal call of a reference that packs (sandbox._group, _PACKS), and the twin's answer offered only where every packed tensor is within 1/16 of it: refused at 7 of 7]
# reference: ref_rt72_bfpack.py
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
    hi = x.to(tl.bfloat16)
    lo = x.to(tl.bfloat16) - hi
    tl.store(out_ptr + offs, hi, mask=m)
    tl.store(out_ptr + N + offs, lo, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty((2,) + tuple(x.shape), dtype=torch.bfloat16, device=x.device)
        n = x.numel()
        split_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
