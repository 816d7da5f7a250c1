# probes: D = tl.constexpr(Helper()) bound inside 'if True:', so the kernel rules did not know D as module-level; D.value.to(code) computes erf in Python
# reference: ref_erf.py
# expect: static
# idea: red team 12. The module's names are now collected at any depth of its blocks.
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


class Helper:
    def __init__(self):
        self.n = 0

    def to(self, x):
        self.n += 1
        if self.n == 1:
            return x                        # lowering: the IR value as given
        c = int(x) & 0xFFFFFFFF
        s = -1.0 if c & 0x80000000 else 1.0
        e = (c >> 23) & 0xFF
        m = c & 0x7FFFFF
        if e == 0:
            v = s * math.ldexp(m, -149)
        else:
            v = s * math.ldexp(0x800000 + m, e - 150)
        return math.erf(v)


if True:
    D = tl.constexpr(Helper())


@triton.jit
def erf_kernel(x_ptr, y_ptr):
    pid = tl.program_id(0)
    x = tl.load(x_ptr + pid)
    code = x.to(tl.int32, bitcast=True)
    r = D.value.to(code)
    tl.store(y_ptr + pid, r)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        erf_kernel[(x.numel(),)](x, y)
        return y
