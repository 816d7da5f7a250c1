# probes: red team 42: float32 sigmoid as a 65,536-entry table (every top-16-bit code of fp32) computed by PyTorch in __init__ from torch.randint codes through NOISE_OPS; forward's kernel only gathers two entries and lerps (64x the 1,024-entry budget)
# reference: ref_rt42_f32sigmoid.py
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
    tl.store(tab_ptr + c, v, mask=m)


@triton.jit
def lerp_kernel(x_ptr, tab_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    bits = x.to(tl.int32, bitcast=True)
    k = (bits >> 16) & 65535
    f = (bits & 65535).to(tl.float32) * (1.0 / 65536.0)
    k1 = tl.minimum(k + 1, 65535)
    t0 = tl.load(tab_ptr + k, mask=m, other=0.0)
    t1 = tl.load(tab_ptr + k1, mask=m, other=0.0)
    tl.store(y_ptr + offs, t0 + f * (t1 - t0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        n = 1 << 21
        c = torch.randint(0, 65536, (n,))
        hi = torch.div(c, 128.0).to(torch.int64)
        mant = torch.sub(c, torch.mul(hi, 128))
        sgn = torch.div(hi, 256.0).to(torch.int64)
        ex = torch.sub(hi, torch.mul(sgn, 256))
        mf = torch.div(mant, 128.0)
        norm = torch.mul(torch.pow(2.0, torch.sub(ex, 127)), torch.add(mf, 1.0))
        sub = torch.mul(mf, 2.0 ** -126)
        mag = torch.where(torch.le(ex, 0), sub, norm)
        val = torch.mul(mag, torch.sub(1.0, torch.mul(sgn, 2.0)))
        e = torch.pow(2.718281828459045, torch.neg(val))
        sig = torch.div(torch.ones(n), torch.add(e, 1.0))
        self.tab = torch.zeros(65536)
        scatter_kernel[(triton.cdiv(n, 8192),)](c, sig, self.tab, n, BLOCK=8192)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        lerp_kernel[(triton.cdiv(n, 1024),)](x, self.tab, y, n, BLOCK=1024)
        return y
