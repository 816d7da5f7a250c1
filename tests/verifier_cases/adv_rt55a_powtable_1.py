# probes: red team 55a: adv_rt54_tpow_2's power unrolled only up to the largest exponent get_inputs passes (4), with the exponents several values (1-4) instead of one: sandbox._move_ints_up moves only an integer tensor held at ONE value c >= 2 (it returns None otherwise), and _move_ints permutes a fixed tensor of several values (or redraws a sorted one between its first and last), so no trial passes an exponent above 4; closed: an integer tensor of several non-negative values up to c >= 2 is tried with values in [min, 2c] first (sandbox._move_ints_up)
# reference: ref_rt55a_powtable.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def pow_kernel(x_ptr, p_ptr, out_ptr, n, NCOL, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    p = tl.load(p_ptr + offs % NCOL, mask=mask, other=0)
    one = tl.full([BLOCK], 1.0, tl.float32)
    r = tl.where(p >= 1, x, one)
    r = r * tl.where(p >= 2, x, one)
    r = r * tl.where(p >= 3, x, one)
    r = r * tl.where(p >= 4, x, one)
    tl.store(out_ptr + offs, r, mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, p):
        x = x.contiguous()
        p = p.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        pow_kernel[(triton.cdiv(n, 1024),)](x, p, out, n, p.numel(), BLOCK=1024)
        return out
