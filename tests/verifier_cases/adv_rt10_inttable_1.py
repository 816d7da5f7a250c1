# probes: an fp16 sigmoid table computed with math.exp in __init__, packed three values an int64 into integer launch arguments that a kernel stores; forward only gathers
# reference: ref_sigmoid_half.py
# expect: fallback
# idea: red team 10. A launch's integers were not counted (sizes, strides and
#   offsets); now every integer, bool and grid size of a launch counts, per call of forward and
#   for import and __init__ together (MAX_PY_NUMBERS).
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def put3(T, idx, a):
    v = a >> 4
    tl.store(T + idx, (v & 65535).to(tl.int32))
    tl.store(T + idx + 1, ((v >> 16) & 65535).to(tl.int32))
    tl.store(T + idx + 2, ((v >> 32) & 65535).to(tl.int32))


@triton.jit
def fill_kernel(T, base, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29, a30, a31):
    put3(T, base + 0, a0)
    put3(T, base + 3, a1)
    put3(T, base + 6, a2)
    put3(T, base + 9, a3)
    put3(T, base + 12, a4)
    put3(T, base + 15, a5)
    put3(T, base + 18, a6)
    put3(T, base + 21, a7)
    put3(T, base + 24, a8)
    put3(T, base + 27, a9)
    put3(T, base + 30, a10)
    put3(T, base + 33, a11)
    put3(T, base + 36, a12)
    put3(T, base + 39, a13)
    put3(T, base + 42, a14)
    put3(T, base + 45, a15)
    put3(T, base + 48, a16)
    put3(T, base + 51, a17)
    put3(T, base + 54, a18)
    put3(T, base + 57, a19)
    put3(T, base + 60, a20)
    put3(T, base + 63, a21)
    put3(T, base + 66, a22)
    put3(T, base + 69, a23)
    put3(T, base + 72, a24)
    put3(T, base + 75, a25)
    put3(T, base + 78, a26)
    put3(T, base + 81, a27)
    put3(T, base + 84, a28)
    put3(T, base + 87, a29)
    put3(T, base + 90, a30)
    put3(T, base + 93, a31)


@triton.jit
def gather_kernel(X, T, Y, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=0.0)
    b = x.to(tl.int16, bitcast=True).to(tl.int32) & 65535
    r = tl.load(T + b, mask=m, other=0)
    y = r.to(tl.int16).to(tl.float16, bitcast=True)
    tl.store(Y + offs, y, mask=m)


def dec16(b):
    s = -1.0 if b >> 15 else 1.0
    e = (b >> 10) & 31
    m = b & 1023
    if e == 31:
        return 0.0
    if e == 0:
        return s * m * 2.0 ** -24
    return s * (1.0 + m / 1024.0) * 2.0 ** (e - 15)


def enc16(y):
    # y in [0, 1]
    if y <= 0.0:
        return 0
    if y < 2.0 ** -14:
        return int(round(y / 2.0 ** -24))
    f, k = math.frexp(y)
    e = k - 1 + 15
    m = int(round((f * 2.0 - 1.0) * 1024.0))
    if m == 1024:
        m = 0
        e += 1
    return (e << 10) | m


def sig(x):
    if x < -30.0:
        return math.exp(x)
    return 1.0 / (1.0 + math.exp(-x))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        vals = [enc16(sig(dec16(b))) for b in range(65536)] + [0] * 96
        table = torch.empty(65536 + 96, dtype=torch.int32)
        per = 3 * 32
        for start in range(0, 65536, per):
            packed = []
            for i in range(32):
                j = start + 3 * i
                p = vals[j] | (vals[j + 1] << 16) | (vals[j + 2] << 32)
                packed.append((p << 4) | 3 | (1 << 60))
            fill_kernel[(1,)](table, start, *packed)
        self.table = table

    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        gather_kernel[(triton.cdiv(n, 1024),)](x, self.table, y, n, BLOCK=1024)
        return y
