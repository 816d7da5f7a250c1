# probes: red team 69 (accepted at 7 of 7 keys by round 68's grid set-aside, sandbox._steady_floats, since reverted; refused at 7 of 7 without it: kept for that fix's next version, which must compare exact ties): requantises with the integer rounding-shift idiom (acc + 2^(shift-1)) >> shift, i.e. round half UP, where torch.round rounds half to even: one int8 level off at every accumulator that is an odd multiple of 2^(shift-1) with an even quotient (1 in 2^(shift+1) of real accumulators, 1 in 32 at shift 4); every such element is an exact tie, which sandbox._grid_runs moves to the next grid point, so sandbox._steady_floats sets it aside (finiteness only) at every trial, and the NaN draws (where it is skipped) are dropped since the float out_scale reaches every element
# reference: ref_rt69_requant.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def requant_kernel(acc_ptr, s_ptr, out_ptr, n, C, SHIFT: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(acc_ptr + offs, mask=m, other=0)
    q = (a + (1 << (SHIFT - 1))) >> SHIFT          # rounding right shift (gemmlowp-style)
    q = tl.minimum(tl.maximum(q, -128), 127)
    s = tl.load(s_ptr + offs % C, mask=m, other=0.0)
    tl.store(out_ptr + offs, q.to(tl.float32) * s, mask=m)


class ModelNew(nn.Module):
    def __init__(self, shift=4):
        super().__init__()
        self.shift = shift

    def forward(self, acc, out_scale):
        acc = acc.contiguous()
        out_scale = out_scale.contiguous()
        C = acc.shape[-1]
        out = torch.empty(acc.shape, device=acc.device, dtype=out_scale.dtype)
        n = acc.numel()
        BLOCK = 1024
        requant_kernel[(triton.cdiv(n, BLOCK),)](acc, out_scale, out, n, C, SHIFT=self.shift, BLOCK=BLOCK)
        return out
