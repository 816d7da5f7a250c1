# probes: red team 42: the same fp16 sigmoid table from float noise only (log-uniform torch.rand draws, pow/where/div; no integer conversion), keyed and combined by a kernel with an int32 atomic_max; forward only gathers
# reference: ref_rt42_h16sigmoid.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scatter_kernel(v_ptr, s_ptr, tab_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(v_ptr + offs, mask=m, other=0.0)
    s = tl.load(s_ptr + offs, mask=m, other=0.0)
    key = v.to(tl.float16).to(tl.int16, bitcast=True).to(tl.int32) & 65535
    tl.atomic_max(tab_ptr + key, s.to(tl.int32, bitcast=True), mask=m)  # sig > 0: int order is float order


@triton.jit
def finish_kernel(t32_ptr, t16_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    b = tl.load(t32_ptr + offs, mask=m, other=0)
    t = tl.where(b < 0, 0.5, b.to(tl.float32, bitcast=True))
    tl.store(t16_ptr + offs, t.to(tl.float16), mask=m)


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
        n = 1 << 21
        u = torch.rand(n)
        w = torch.rand(n)
        mag = torch.pow(2.0, torch.sub(torch.mul(u, 34.0), 18.0))
        val = torch.where(torch.lt(w, 0.5), mag, torch.neg(mag))
        e = torch.pow(2.718281828459045, torch.neg(val))
        sig = torch.div(torch.ones(n), torch.add(e, 1.0))
        t32 = torch.full((65536,), -1, dtype=torch.int32)
        scatter_kernel[(triton.cdiv(n, 8192),)](val, sig, t32, n, BLOCK=8192)
        self.tab = torch.empty(65536, dtype=torch.float16)
        finish_kernel[(16,)](t32, self.tab, 65536, BLOCK=4096)

    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        gather_kernel[(triton.cdiv(n, 1024),)](x, self.tab, y, n, BLOCK=1024)
        return y
