# probes: red team 56a: a bool choosing GELU's tanh form (tanh_approx) ignored, the kernel always computes the erf GELU, beside a dropout probability 0.0 passed per call: the 'flags' calls of sandbox._reference_job move EVERY flag leaf at once and are dropped whole where that draw fails (no fallback moving one flag at a time), and a flipped range-trial draw falls back to ALL its flags as written; the 0.0 is a flag (_flag_leaves) whose move to [0.25, 1) turns the dropout on, an answer _random_answer calls random ('random with the flags moved'), so every flag call is lost and the bool is flipped only at range trials where the 0.0 does not move; there the tanh and erf forms differ by < 1e-9 (0.001x) or meet only inputs far from zero (1000x, the far-shifted draws): only the 0.1-100x row-scaled trial can tell them apart. Without the dropout (the 0.0 not passed) the flag call refuses it at every key; closed: a flag call whose joint move the reference refuses (or makes random) moves each flag alone
# reference: ref_rt56a_flagdrop.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def add_gelu_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    s = tl.load(x_ptr + offs, mask=m, other=0.0) + tl.load(y_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, 0.5 * s * (1.0 + tl.math.erf(s * 0.7071067811865476)), mask=m)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y, dropout_p, tanh_approx):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        add_gelu_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
        return out
