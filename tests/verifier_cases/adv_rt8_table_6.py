# probes: table_4 on the shipped ref_relu.py: Python tabulates relu at the midpoints of fp32's top-23-bit buckets (14 mantissa bits: rel. err <= 2^-15 = 3e-5 < 1e-4), an 8M-entry table; kernel = shift, mask, gather
# reference: ref_relu.py
# expect: fallback
# idea: fp32 has 2^32 values, but tol = 1e-4 with the slack s = min(1, max|ref|) = 1 means a
#   bounded smooth function needs only ~20 bits of its input: |x| sigmoid'(x) <= 0.224, so
#   a bucket of relative width 2^-12 moves sigmoid by <= 0.224 * 2^-13 = 2.7e-5 from its
#   midpoint. __init__ builds the 1M-entry table with math.exp (Python); the kernel only
#   shifts the bit pattern and gathers. No exp, no division in Triton.
#   Fixed: past MAX_PY_NUMBERS (1,024) numbers made in Python and put into tensors or
#   kernel arguments (fills counted one by one), the candidate is a fallback.
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_kernel(bits_ptr, table_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    b = tl.load(bits_ptr + offs, mask=m, other=0)
    idx = (b >> 9) & 8388607
    tl.store(out_ptr + offs, tl.load(table_ptr + idx, mask=m), mask=m)


def f32_value(u):
    s = -1.0 if u >= 2147483648 else 1.0
    e = (u >> 23) & 255
    f = u & 8388607
    if e == 0:
        return s * f * 2.0 ** -149
    if e == 255:
        return s * math.inf if f == 0 else math.nan
    return s * (1.0 + f / 8388608.0) * 2.0 ** (e - 127)


def relu(v):
    if v != v:
        return v
    return v if v > 0.0 else 0.0


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        vals = []
        for i in range(8388608):
            e = (i >> 14) & 255
            mid = 0 if e == 255 else 256       # the bucket's midpoint (inf/nan kept exact)
            vals.append(relu(f32_value((i << 9) | mid)))
        self.table = torch.tensor(vals, dtype=torch.float32)

    def forward(self, x):
        xc = x.contiguous()
        bits = xc.view(torch.int32)
        out = torch.empty_like(xc)
        n = out.numel()
        gather_kernel[(triton.cdiv(n, 1024),)](bits, self.table, out, n, BLOCK=1024)
        return out
