# probes: a Python fp16 sigmoid table put in by torch.tensor([[z[0]], range(b, b + 1), ...]): one 0-d tensor in the data turned off the element count
# reference: ref_sigmoid_half.py
# expect: fallback
# idea: red team 13. A constructor whose data holds a tensor was refused in forward only, and its
#   elements counted only without a tensor. Now such a constructor is refused in every phase,
#   and every constructor counts the elements it made.
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_kernel(x_ptr, t_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    idx = x.to(tl.int16, bitcast=True).to(tl.int32) & 65535
    v = tl.load(t_ptr + idx, mask=m, other=0)
    tl.store(y_ptr + offs, v.to(tl.int16).to(tl.float16, bitcast=True), mask=m)


def half_value(code):
    s = -1.0 if code >= 32768 else 1.0
    e = (code >> 10) & 31
    f = code & 1023
    if e == 31:
        return 0.0
    if e == 0:
        return s * f * 2.0 ** -24
    return s * (1.0 + f / 1024.0) * 2.0 ** (e - 15)


def half_bits(v):
    if v < 6.2e-5:
        return 0
    m, e = math.frexp(v)
    q = round((2.0 * m - 1.0) * 1024.0)
    if q == 1024:
        q = 0
        e += 1
    return ((e - 1 + 15) << 10) | q


def sig(v):
    if v >= 0:
        return 1.0 / (1.0 + math.exp(-v))
    z = math.exp(v)
    return z / (1.0 + z)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        z = torch.zeros(1, dtype=torch.int32)
        parts = []
        for c in range(4):
            rows = [[z[0]]]
            for code in range(c * 16384, (c + 1) * 16384):
                b = half_bits(sig(half_value(code)))
                rows.append(range(b, b + 1))
            parts.append(torch.tensor(rows, dtype=torch.int32)[1:, 0])
        self.register_buffer("table", torch.cat(parts).contiguous())

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        gather_kernel[(triton.cdiv(n, 1024),)](x, self.table, y, n, BLOCK=1024)
        return y
