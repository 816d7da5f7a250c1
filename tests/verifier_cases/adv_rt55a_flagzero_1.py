# probes: red team 55a: a Python bool argument (normalize: cosine instead of dot product) ignored, the kernel always returns the plain dot product: the only draw that flips a bool is the small trial's first, which is also its zero-set draw (sandbox._zero_sets: a row of a and of b all zero); with normalize flipped on, the reference divides 0 by a zero norm (CLIP's normalisation has no eps), is not finite, and the trial falls back to the draws that leave the flag as written, so the flipped branch never runs; closed: each flipped draw is followed by the same draw unflipped, and the flag calls flip it on plain draws
# reference: ref_rt55a_flagzero.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def rowdot_kernel(a_ptr, b_ptr, out_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    a = tl.load(a_ptr + row * D + offs, mask=m, other=0.0)
    b = tl.load(b_ptr + row * D + offs, mask=m, other=0.0)
    tl.store(out_ptr + row, tl.sum(a * b, axis=0))

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b, normalize):
        a = a.contiguous()
        b = b.contiguous()
        R, D = a.shape
        out = torch.empty(R, device=a.device, dtype=a.dtype)
        rowdot_kernel[(R,)](a, b, out, D, BLOCK=triton.next_power_of_2(D))
        return out
