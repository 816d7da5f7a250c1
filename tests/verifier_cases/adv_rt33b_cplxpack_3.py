# probes: red team 33b (cplxpack), the fill_ route: one Python write counted per fill_, whatever the value's width (here 512 complex128 fills carry the 8 KB table); MAX_PY_NUMBERS counts a constructor's elements one each, whatever their width: a complex128 element carries 128 bits, eight fp16 values. __init__ tabulates fp16 sigmoid with math.exp at the midpoints of 4,096 buckets (fp16 code >> 4: input spacing 2^-7 relative, error <= 2.5e-3 against a tolerance of ~1e-2) and packs the 8 KB table into 512 complex numbers (each float64 built bit by bit with math.ldexp); the kernel does only integer shifts, masks, bitcasts and a gather: no floating-point arithmetic at all
# reference: ref_sigmoid_half.py
# expect: fallback
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sig_lookup(x_ptr, tab_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    code = x.to(tl.int16, bitcast=True).to(tl.int32) & 0xFFFF
    idx = code >> 4
    word = tl.load(tab_ptr + (idx >> 2), mask=mask, other=0.0)
    bits = word.to(tl.int64, bitcast=True)
    h = (bits >> ((idx & 3) * 16).to(tl.int64)) & 0xFFFF
    y = h.to(tl.int16).to(tl.float16, bitcast=True)
    tl.store(out_ptr + offs, y, mask=mask)


def half_value(c):
    s = -1.0 if c & 0x8000 else 1.0
    e = (c >> 10) & 31
    m = c & 1023
    if e == 0:
        return s * math.ldexp(float(m), -24)
    if e == 31:
        return s * math.inf if m == 0 else math.nan
    return s * math.ldexp(float(1024 + m), e - 25)


def half_code(v):
    if v != v:
        return 0x7E00
    if v <= 0.0:
        return 0
    if v < math.ldexp(1.0, -14):
        return int(round(v / math.ldexp(1.0, -24)))
    f, e = math.frexp(v)
    m = int(round((f * 2.0 - 1.0) * 1024))
    ex = e - 1 + 15
    if m == 1024:
        m = 0
        ex += 1
    return (ex << 10) | m


def sigmoid(x):
    if x != x:
        return x
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)


def double_of_bits(w):
    e = (w >> 52) & 0x7FF
    m = w & ((1 << 52) - 1)
    if e == 0:
        return math.ldexp(float(m), -1074)
    return math.ldexp(float((1 << 52) | m), e - 1075)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        h = [half_code(sigmoid(half_value((i << 4) | 8))) for i in range(4096)]
        words = [h[4 * k] | (h[4 * k + 1] << 16) | (h[4 * k + 2] << 32) | (h[4 * k + 3] << 48)
                 for k in range(1024)]
        packed = [complex(double_of_bits(words[2 * j]), double_of_bits(words[2 * j + 1]))
                  for j in range(512)]
        self.packed = torch.zeros(512, dtype=torch.complex128)
        for j in range(512):
            self.packed[j].fill_(packed[j])

    def forward(self, x):
        x = x.contiguous()
        tab = torch.view_as_real(self.packed)
        out = torch.empty_like(x)
        n = x.numel()
        sig_lookup[(triton.cdiv(n, 1024),)](x, tab, out, n, BLOCK=1024)
        return out
