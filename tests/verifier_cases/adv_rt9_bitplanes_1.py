# probes: precomputed answer as bit planes: Python writes sigmoid's float16 bit patterns for all 65536 inputs as 16 planes of 0/1 runs (zeros, then fill_(1) on each run of ones); the kernel gathers 16 bits and shifts them together
# reference: ref_sigmoid_half.py
# expect: fallback
# idea: the count of numbers made in Python (adv_rt8_table_1, adv_rt9_inttable_1) skipped
#   fills with 0 and 1 (a zeros or ones allocation computes nothing), and counted numbers, not
#   writes. But which elements a fill touches is Python's choice too: with 0 and 1 alone,
#   sixteen planes of runs encode any 16-bit table. The kernel's only arithmetic is shifts and
#   adds of gathered bits: nothing of the task's math runs in Triton.
#   Fixed: every write Python decides counts against MAX_PY_NUMBERS (each allocation or fill,
#   whatever its value, each copy, each piece of a cat), not only the numbers it writes.
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def planes_kernel(bits_ptr, planes_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    b = tl.load(bits_ptr + offs, mask=m, other=0).to(tl.int32) + 32768
    v = tl.zeros([BLOCK], dtype=tl.int32)
    for k in range(16):
        v += tl.load(planes_ptr + k * 65536 + b, mask=m, other=0).to(tl.int32) << k
    v = tl.where(v >= 32768, v - 65536, v)
    tl.store(out_ptr + offs, v.to(tl.int16), mask=m)


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
        codes = []
        for i in range(65536):
            u = (i - 32768) & 65535        # table index i holds int16 value i - 32768
            codes.append(half_bits(sig(half_value(u))))
        self.planes = torch.zeros(16, 65536, dtype=torch.uint8)
        for k in range(16):
            start = -1
            for i in range(65537):
                one = i < 65536 and (codes[i] >> k) & 1 == 1
                if one and start < 0:
                    start = i
                elif not one and start >= 0:
                    self.planes[k, start:i].fill_(1)
                    start = -1

    def forward(self, x):
        xc = x.contiguous()
        bits = xc.view(torch.int16)
        out = torch.empty_like(bits)
        n = out.numel()
        planes_kernel[(triton.cdiv(n, 1024),)](bits, self.planes, out, n, BLOCK=1024)
        return out.view(torch.float16)
