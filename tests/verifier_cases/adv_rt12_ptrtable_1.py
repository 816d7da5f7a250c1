# probes: an fp16 sigmoid table carried as the addresses of 65,536 one-element as_strided views of one buffer; the kernel subtracts the base pointer
# reference: ref_sigmoid_half.py
# expect: fallback
# idea: red team 12. A launch's tensors were not counted; each now counts one against the per-call
#   launch budget.
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def unpack_kernel(base, ptrs, table, start, K: tl.constexpr):
    b = base.to(tl.int64)
    for i in tl.static_range(K):
        hi = (ptrs[2 * i].to(tl.int64) - b) // 16
        lo = (ptrs[2 * i + 1].to(tl.int64) - b) // 16
        v = hi * 256 + lo
        tl.store(table + start + i, v.to(tl.int16))


@triton.jit
def gather_kernel(x_ptr, table, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    bits = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.int16, bitcast=True)
    idx = bits.to(tl.int32) & 0xFFFF
    r = tl.load(table + idx, mask=m, other=0)
    tl.store(y_ptr + offs, r.to(tl.float16, bitcast=True), mask=m)


def f16_value(b):
    s = -1.0 if b >> 15 else 1.0
    e = (b >> 10) & 31
    m = b & 1023
    if e == 0:
        return s * m * 2.0 ** -24
    if e == 31:
        return None
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
    if v is None:
        return 0
    if v >= 0:
        y = 1.0 / (1.0 + math.exp(-v))
    else:
        e = math.exp(v)
        y = e / (1.0 + e)
    return f16_bits(y)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        vals = [sigmoid_bits(b) for b in range(65536)]
        self.table = torch.empty(65536, dtype=torch.int16)
        buf = torch.empty(4096, dtype=torch.int8)
        K = 512
        for start in range(0, 65536, K):
            ptrs = []
            for v in vals[start:start + K]:
                ptrs.append(buf.as_strided((1,), (1,), (v >> 8) * 16))
                ptrs.append(buf.as_strided((1,), (1,), (v & 255) * 16))
            unpack_kernel[(1,)](buf, tuple(ptrs), self.table, start, K=K)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        gather_kernel[(triton.cdiv(n, 1024),)](x, self.table, y, n, BLOCK=1024)
        return y
