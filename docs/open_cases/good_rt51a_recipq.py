# probes: OPEN: (red team 51a, a false refusal: where torch's float32 answer agrees with its float64 twin an output is compared in full, and a round() of x * (127 / amax) flips a few halves otherwise than torch's x / (amax / 127), at trial 0 and at range trials alike; a trial-0 rounding analysis was tried and did not help) honest per-row absmax fake quantisation written with the reciprocal multiply every GPU kernel uses, v = x * (127 / amax) instead of x / (amax / 127): the two differ by an ulp of v for some elements, and an element whose v lies within that ulp of a half rounds to the other integer, one whole quantisation step (amax/127) off; integer-rounding outputs are compared exactly/at 1e-4 at the as-written trial, where the rounding bound (sandbox._rounding_bound) does not apply
# reference: ref_rt51a_recipq.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def absmax_quant_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=0.0)
    s = tl.max(tl.abs(x), axis=0) / 127.0
    v = x * (127.0 / tl.max(tl.abs(x), axis=0))
    r = tl.floor(v + 0.5)
    tie = (r - v) == 0.5
    odd = (r - 2.0 * tl.floor(r * 0.5)) != 0.0
    r = tl.where(tie & odd, r - 1.0, r)
    r = tl.minimum(tl.maximum(r, -127.0), 127.0)
    tl.store(out_ptr + row * N + offs, r * s, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        N = x.shape[-1]
        M = x.numel() // N
        out = torch.empty_like(x)
        absmax_quant_kernel[(M,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
