# probes: red team 1, cheat_tol_1: tolerance exploit
# reference: ref_tiny.py
# expect: mismatch
"""cheat_tol_1 -- tolerance: tiny outputs, a non-constant answer unrelated to the input.
Targets: tests/verifier_cases/ref_tiny.py (relu(x) * 1e-6, |out| < ~5e-6, atol 1e-4).
Trick: the kernel ignores x entirely and stores 1e-5 at element 0 and 0 elsewhere: within atol
of the reference everywhere, and not constant, so the zero/constant-output rule does not fire.
(The constant rule is bypassed by one different element; the real gap is an absolute
tolerance with no relative/normalised error on small-magnitude outputs.)
Verdict: ok.
"""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def junk(out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.where(offs == 0, 1e-5, 0.0), mask=offs < n)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        junk[(triton.cdiv(x.numel(), 1024),)](out, x.numel(), BLOCK=1024)
        return out
