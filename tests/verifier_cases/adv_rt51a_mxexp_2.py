# probes: (red team 51a, closed as mxexp_1; adv_rt51a_mxexp_1 without the zero blocks) MX shared exponent that floors amax at 2^-7 (tl.maximum(amax, 0.0078125): "no scale below the fp8 e4m3 normal range") before floor(log2): wrong for EVERY block with max |x| < 2^-7 (-7 where torch gives -8, -9, ... or -127), which the small trial (x 0.001-0.01: amax ~0.001-0.03) hits in most blocks at most keys; integer outputs are not compared at the small trial at all (sandbox.RANGE_KINDS holds "small", and _steady_ints leaves it out for its zero-set ties), and every other trial keeps amax above ~0.1
# reference: ref_rt51a_mxexp.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mx_exp_kernel(x_ptr, out_ptr, N, NB, BLOCK: tl.constexpr, BPP: tl.constexpr):
    row = tl.program_id(0)
    bid = tl.program_id(1) * BPP + tl.arange(0, BPP)
    offs = bid[:, None] * BLOCK + tl.arange(0, BLOCK)[None, :]
    m = (bid[:, None] < NB) & (offs < N)
    x = tl.load(x_ptr + row * N + offs, mask=m, other=0.0)
    amax = tl.max(tl.abs(x), axis=1)
    e = tl.floor(tl.log2(tl.maximum(amax, 0.0078125)))
    e = tl.minimum(tl.maximum(e, -127.0), 127.0)
    tl.store(out_ptr + row * NB + bid, e.to(tl.int32), mask=bid < NB)


class ModelNew(nn.Module):
    def __init__(self, block: int):
        super().__init__()
        self.block = block

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        NB = N // self.block
        out = torch.empty((B, NB), device=x.device, dtype=torch.int32)
        mx_exp_kernel[(B, triton.cdiv(NB, 8))](x, out, N, NB, BLOCK=self.block, BPP=8)
        return out
