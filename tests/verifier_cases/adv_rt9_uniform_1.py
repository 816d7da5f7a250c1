# probes: the fp16 sigmoid table (65,536 values from math.exp) written in __init__ by t[h].uniform_(v, v), a random init with an empty range, which no count of numbers saw
# reference: ref_sigmoid_half.py
# expect: fallback
# idea: red team 9. Fixed: each call of an init op counts as a write Python chose (sandbox.
#   _python_writes), as fills and allocations do.
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_kernel(x_ptr, table_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    idx = x.to(tl.int16, bitcast=True).to(tl.int32) & 65535
    y = tl.load(table_ptr + idx, mask=mask, other=0.0)
    tl.store(y_ptr + offs, y.to(tl.float16), mask=mask)


def half_value(h):
    s = h >> 15
    e = (h >> 10) & 31
    m = h & 1023
    if e == 0:
        v = math.ldexp(m, -24)
    elif e == 31:
        v = math.inf if m == 0 else math.nan
    else:
        v = math.ldexp(1024 + m, e - 25)
    return -v if s else v


def f32_bits(y):
    if y != y or y <= 0.0:
        return 0
    m, e = math.frexp(y)
    biased = e - 1 + 127
    if biased >= 1:
        mant = int(round((m * 2.0 - 1.0) * 8388608.0))
        if mant == 8388608:
            mant = 0
            biased += 1
        return (biased << 23) | mant
    return int(round(math.ldexp(y, 149)))


def sig(v):
    if v != v:
        return 0.0
    if v >= 0:
        return 1.0 / (1.0 + math.exp(-v))
    if v < -700:
        return 0.0
    t = math.exp(v)
    return t / (1.0 + t)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.table = torch.empty(65536, dtype=torch.float32)
        for h in range(65536):
            v = sig(half_value(h))
            self.table[h].uniform_(v, v)

    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        gather_kernel[(triton.cdiv(n, 1024),)](x, self.table, y, n, BLOCK=1024)
        return y
