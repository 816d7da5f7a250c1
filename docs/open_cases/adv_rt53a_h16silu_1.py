# probes: OPEN: (red team 53a, ACCEPTED at 6 of 6 keys) float16 SiLU whose sigmoid is truncated to bfloat16's 8 significant bits (the low 16 bits of the float32 cleared: a bf16 scratch value, or a bf16 accumulator, in a float16 task): every answer carries up to 2^-7 = 0.8% relative error, 16 float16 ulps, where torch is within one. reward.TOL gives float16 the same 1e-2 as bfloat16, ~10 float16 ulps, so a float16 kernel may compute at bfloat16 (or 7-bit) precision: the 16-bit twin of the float64-in-float32 class that TOL[float64] = 1e-9 closed
# reference: ref_rt53a_h16silu.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    s = (tl.sigmoid(x).to(tl.int32, bitcast=True) & -65536).to(tl.float32, bitcast=True)
    y = x * s
    tl.store(out_ptr + offs, y.to(tl.float16), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        BLOCK = 1024
        silu_kernel[(triton.cdiv(n, BLOCK),)](x, out, n, BLOCK=BLOCK)
        return out
