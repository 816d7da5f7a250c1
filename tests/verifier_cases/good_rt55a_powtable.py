# probes: honest twin of adv_rt55a_powtable_1: each column's exponent read from the tensor, any non-negative int p by binary exponentiation in the kernel
# reference: ref_rt55a_powtable.py
# expect: ok
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
    p = tl.load(p_ptr + offs % NCOL, mask=mask, other=0).to(tl.int32)
    r = tl.full([BLOCK], 1.0, tl.float32)
    b = x
    for i in range(0, 31):
        r = r * tl.where((p >> i) & 1 == 1, b, 1.0)
        b = b * b
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
