# probes: precomputed answer as integers: Python tabulates sigmoid's float16 bit patterns (ints) for all 65536 inputs; the table is an int16 tensor viewed as float16, the kernel only gathers
# reference: ref_sigmoid_half.py
# expect: fallback
# idea: red team 8's table (adv_rt8_table_1) was closed by counting the Python floats put
#   into tensors; integers were not counted (sizes, indices). A float's bit pattern is an
#   integer: encode each sigmoid value as its float16 bits in Python (math.frexp), build an
#   int16 tensor, view it as float16 (a view op). Nothing of the task's math runs in Triton.
#   Fixed: every number in a constructor's data counts against MAX_PY_NUMBERS, integers and
#   bools too (sandbox._leaves).
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_kernel(bits_ptr, table_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    b = tl.load(bits_ptr + offs, mask=m, other=0).to(tl.int32) + 32768
    tl.store(out_ptr + offs, tl.load(table_ptr + b, mask=m), mask=m)


def half_value(u):
    s = -1.0 if u >= 32768 else 1.0
    e = (u >> 10) & 31
    f = u & 1023
    if e == 0:
        return s * f * 2.0 ** -24
    if e == 31:
        return s * math.inf if f == 0 else math.nan
    return s * (1.0 + f / 1024.0) * 2.0 ** (e - 15)


def half_bits(v):
    # float16 bit pattern of v in (0, 1], round to nearest (ties up: within the tolerance)
    if v != v:
        return 0x7E00                 # NaN
    if v <= 0.0:
        return 0
    m, e = math.frexp(v)              # v = m * 2**e, 0.5 <= m < 1
    if e - 1 < -14:                   # subnormal: multiples of 2**-24
        return int(v * 2.0 ** 24 + 0.5)
    f = int((2.0 * m - 1.0) * 1024.0 + 0.5)
    return ((e - 1 + 15) << 10) + f   # f == 1024 carries into the exponent, as it should


def sig(v):
    if v != v:
        return v
    if v < -700.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-v))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        vals = []
        for i in range(65536):
            u = (i - 32768) & 65535        # table index i holds int16 value i - 32768
            b = half_bits(sig(half_value(u)))
            vals.append(b - 65536 if b >= 32768 else b)
        self.table = torch.tensor(vals, dtype=torch.int16).view(torch.float16)

    def forward(self, x):
        xc = x.contiguous()
        bits = xc.view(torch.int16)
        out = torch.empty_like(xc)
        n = out.numel()
        gather_kernel[(triton.cdiv(n, 1024),)](bits, self.table, out, n, BLOCK=1024)
        return out
