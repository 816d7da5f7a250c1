# probes: red team 2, cheat_tolerance_2: integer outputs compared with the fp32 tolerance
# reference: ref_int_scale.py
# expect: mismatch
'''Family: tolerance (integer outputs).
Reference: /work/notes/redteam2b/ref_int_scale.py (round(x * 65536) as int32)
Trick: integer outputs get the float rule |o - r| <= 1e-4 * (|r| + 1) (TOL has no entry for
integer dtypes, so the fp32 default applies). For fixed-point values around 6e4..3e6 that is
6..300 units of slack: here the kernel adds junk of
|r|/16384 to every positive value above 16384 (up to ~180 units at |r| ~ 3e6) - wrong in most elements, and accepted. (Needs some computation; the point is that exact integer results are not
compared exactly.)
Verdict: ok with max_abs_err 54.0 on an integer output
'''
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def q_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = (x * 65536.0 + tl.where(x >= 0, 0.5, -0.5)).to(tl.int32)
    y = tl.where(y > 16384, y + y // 16384, y)
    tl.store(out_ptr + offs, y, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty(x.shape, dtype=torch.int32, device=x.device)
        n = x.numel()
        q_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
