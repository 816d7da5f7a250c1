# probes: red team 54: a 0-d integer tensor input (an exponent p = 3) read in the kernel but the power unrolled only up to 3: the MOVE_KINDS trials now try an integer input held at one value c >= 2 above c first (sandbox._move_ints_up, variant 2), so p meets 4-6
# reference: ref_rt54_tpow.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def pow_kernel(x_ptr, p_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    p = tl.load(p_ptr)
    one = tl.full([BLOCK], 1.0, tl.float32)
    r = tl.where(p >= 1, x, one)
    r = r * tl.where(p >= 2, x, one)
    r = r * tl.where(p >= 3, x, one)
    tl.store(out_ptr + offs, r, mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, p):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        BLOCK = 1024
        pow_kernel[(triton.cdiv(n, BLOCK),)](x, p, out, n, BLOCK=BLOCK)
        return out
