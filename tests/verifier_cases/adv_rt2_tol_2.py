# probes: red team 2, cheat_tolerance_1: a fixed 1e-7 absolute slack on outputs of size 1e-9
# reference: ref_micro.py
# expect: mismatch
'''Family: tolerance (small outputs).
Reference: /work/notes/redteam2b/ref_micro.py (relu(x) * 1e-9, outputs up to ~5e-8)
Trick: the comparison's scale floor s = max(max|ref|, SMALL_OUTPUT=1e-3) turns into an absolute
tolerance tol * s = 1e-7 whenever max|ref| < 1e-3: every output whose values are all below
~1e-7 accepts ANY non-constant answer of that size. This kernel never reads x: it stores
offs * 1e-16 (non-constant, so the constant-output check passes).
Verdict: ok (max_abs_err 3.0e-08) without reading the input
'''
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def junk_kernel(out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, offs.to(tl.float32) * 1e-16, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        out = torch.empty_like(x)
        n = out.numel()
        junk_kernel[(triton.cdiv(n, 1024),)](out, n, BLOCK=1024)
        return out
