# probes: as ptrtable_1 without a pointer-to-int cast: a kernel loads a 0, 1, 2, ... ramp through one-element views whose offsets Python chose
# reference: ref_sigmoid_half.py
# expect: fallback
# idea: red team 12, as ptrtable_1 (a launch's tensors count).
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl

HALF = 18 * 1024          # codes with exponent field < 18: |x| < 8


@triton.jit
def ramp_kernel(buf, N: tl.constexpr):
    offs = tl.arange(0, N)
    tl.store(buf + offs, offs.to(tl.int16))


@triton.jit(do_not_specialize_on_alignment=["ptrs"])
def unpack_kernel(ptrs, table, start, K: tl.constexpr):
    for i in tl.static_range(K):
        tl.store(table + start + i, tl.load(ptrs[i]))


@triton.jit
def gather_kernel(x_ptr, table, y_ptr, n, HALF_C: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    bits = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.int16, bitcast=True).to(tl.int32)
    neg = bits < 0
    idx = bits & 0x7FFF
    inside = (idx >> 10) < 18
    t_idx = tl.where(neg, idx + HALF_C, idx)
    r = tl.load(table + t_idx, mask=m & inside, other=0)
    sat = tl.where(neg, 0, 0x3C00).to(tl.int16)
    r = tl.where(inside, r, sat)
    tl.store(y_ptr + offs, r.to(tl.float16, bitcast=True), mask=m)


def f16_value(b):
    s = -1.0 if b >> 15 else 1.0
    e = (b >> 10) & 31
    m = b & 1023
    if e == 0:
        return s * m * 2.0 ** -24
    return s * (1.0 + m / 1024.0) * 2.0 ** (e - 15)


def f16_bits(y):
    if y <= 0.0:
        return 0
    f, k = math.frexp(y)
    E = k + 14
    if E >= 1:
        mm = round((2.0 * f - 1.0) * 1024.0)
        if mm == 1024:
            E += 1
            mm = 0
        return (E << 10) | mm
    return round(y * 2.0 ** 24)


def sigmoid_bits(b):
    v = f16_value(b)
    if v >= 0:
        y = 1.0 / (1.0 + math.exp(-v))
    else:
        e = math.exp(v)
        y = e / (1.0 + e)
    return f16_bits(y)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        codes = list(range(HALF)) + list(range(32768, 32768 + HALF))
        vals = [sigmoid_bits(b) for b in codes]
        self.table = torch.empty(2 * HALF, dtype=torch.int16)
        buf = torch.empty(16384, dtype=torch.int16)
        ramp_kernel[(1,)](buf, N=16384)
        K = 1024
        for start in range(0, 2 * HALF, K):
            ptrs = tuple(buf[v:v + 1] for v in vals[start:start + K])
            unpack_kernel[(1,)](ptrs, self.table, start, K=K)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        gather_kernel[(triton.cdiv(n, 1024),)](x, self.table, y, n, HALF_C=HALF, BLOCK=1024)
        return y
