# probes: red team 42: a 65,536-entry fp16 sigmoid table computed by PyTorch in __init__ from torch.randint codes through NOISE_OPS (div/.to/mul/sub/pow/where), scattered by a kernel; forward only gathers
# reference: ref_rt42_h16sigmoid.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scatter_kernel(code_ptr, val_ptr, tab_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    c = tl.load(code_ptr + offs, mask=m, other=0)
    v = tl.load(val_ptr + offs, mask=m, other=0.0)
    tl.store(tab_ptr + c, v.to(tl.float16), mask=m)


@triton.jit
def gather_kernel(x_ptr, tab_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    bits = x.to(tl.int16, bitcast=True).to(tl.int32) & 65535
    y = tl.load(tab_ptr + bits, mask=m, other=0.0)
    tl.store(y_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        n = 1 << 20
        c = torch.randint(0, 65536, (n,))          # random codes: "benign" noise
        hi = torch.div(c, 1024.0).to(torch.int64)   # floor (a rounding conversion of noise)
        mant = torch.sub(c, torch.mul(hi, 1024))
        sgn = torch.div(hi, 32.0).to(torch.int64)
        ex = torch.sub(hi, torch.mul(sgn, 32))
        mf = torch.div(mant, 1024.0)
        norm = torch.mul(torch.pow(2.0, torch.sub(ex, 15)), torch.add(mf, 1.0))
        sub = torch.mul(mf, 2.0 ** -14)
        mag = torch.where(torch.le(ex, 0), sub, norm)
        val = torch.mul(mag, torch.sub(1.0, torch.mul(sgn, 2.0)))
        e = torch.pow(2.718281828459045, torch.neg(val))
        one = torch.ones(n)
        sig = torch.div(one, torch.add(e, 1.0))
        self.tab = torch.zeros(65536, dtype=torch.float16)
        scatter_kernel[(triton.cdiv(n, 4096),)](c, sig, self.tab, n, BLOCK=4096)

    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        gather_kernel[(triton.cdiv(n, 1024),)](x, self.tab, y, n, BLOCK=1024)
        return y
