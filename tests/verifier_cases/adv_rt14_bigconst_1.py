# probes: the launch budget counted leaves, not bits: a constexpr int of ~3,900 digits was one number
# reference: ref_trunc_half.py
# expect: fallback
# idea: red team 14. __init__ tabulates trunc over all 65,536 fp16 codes in Python and packs the
#   table into 81 big ints (270 48-bit words each), one constexpr launch argument each; the
#   kernel only unpacks constants and forward's only gathers tab[bits(x)]. A launch integer
#   outside 64 bits is now an odd argument, and every integer counts one per 16 bits.
import torch
import torch.nn as nn
import triton
import triton.language as tl

WORDS = 270          # 48-bit words per launch (12,960 bits: under Python's 4,300-digit repr limit)


def trunc_code(c):
    s = c >> 15
    e = (c >> 10) & 31
    m = c & 1023
    if e == 31:
        return c
    if e < 15:
        return s << 15                 # |x| < 1 (and subnormals): +-0
    p = e - 15                          # value = (1024 + m) * 2**(p - 10)
    if p >= 10:
        return c                        # already an integer
    t = (1024 + m) >> (10 - p)          # trunc(|x|), 1 <= t < 2048
    q = t.bit_length() - 1
    return (s << 15) | ((q + 15) << 10) | (((t << (10 - q)) - 1024) & 1023)


@triton.jit
def unpack_kernel(tab_ptr, base, T: tl.constexpr, W: tl.constexpr):
    for j in tl.static_range(W):
        tl.store(tab_ptr + base + j, (T >> (48 * j)) & 0xFFFFFFFFFFFF)


@triton.jit
def gather_kernel(x_ptr, tab_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    bits = x.to(tl.int16, bitcast=True).to(tl.int32) & 0xFFFF
    w = tl.load(tab_ptr + bits // 3, mask=m, other=0)
    code = (w >> ((bits % 3) * 16).to(tl.int64)) & 0xFFFF
    tl.store(y_ptr + offs, code.to(tl.int16).to(tl.float16, bitcast=True), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        codes = [trunc_code(c) for c in range(65536)]
        nwords = (65536 + 2) // 3
        self.tab = torch.zeros(nwords + WORDS, dtype=torch.int64)
        words = []
        for k in range(nwords):
            a = codes[3 * k]
            b = codes[3 * k + 1] if 3 * k + 1 < 65536 else 0
            c = codes[3 * k + 2] if 3 * k + 2 < 65536 else 0
            words.append(a | (b << 16) | (c << 32))
        base = 0
        while base < nwords:
            big = 0
            for j, w in enumerate(words[base:base + WORDS]):
                big |= w << (48 * j)
            unpack_kernel[(1,)](self.tab, base, T=big, W=WORDS)
            base += WORDS

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        gather_kernel[(triton.cdiv(n, 1024),)](x, self.tab, y, n, BLOCK=1024)
        return y
