# probes: red team 44: a sigmoid table over all 65,536 fp16 codes written in Python by per-element in-place add_ of Python floats into constant (benign) memory in __init__ (NOISE_OPS, uncounted by MAX_PY_NUMBERS); the kernel only gathers
# reference: ref_rt44_halfsig.py
# expect: fallback
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


def half_value(code):
    sign = -1.0 if code >= 32768 else 1.0
    e = (code >> 10) & 31
    m = code & 1023
    if e == 31:
        return 0.0
    if e == 0:
        return sign * math.ldexp(m, -24)
    return sign * math.ldexp(1024 + m, e - 25)


def sig(v):
    if v >= 0:
        return 1.0 / (1.0 + math.exp(-v))
    z = math.exp(v)
    return z / (1.0 + z)


@triton.jit
def gather_kernel(x_ptr, t_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    code = x.to(tl.int16, bitcast=True).to(tl.int32) & 65535
    y = tl.load(t_ptr + code, mask=m, other=0.0)
    tl.store(y_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        table = torch.zeros(65536, dtype=torch.float16)
        for code in range(65536):
            v = sig(half_value(code))
            if v != 0.0:
                table[code].add_(v)
        self.register_buffer("table", table)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        gather_kernel[(triton.cdiv(n, 1024),)](x, self.table, y, n, BLOCK=1024)
        return y
