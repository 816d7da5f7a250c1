# probes: C = 0; C = tl.constexpr(Helper()): a module name rebound to a candidate object stayed a 'literal constant'; a kernel passes it to a helper whose c.value.to(x) runs the candidate's Python (math.exp) inside the launch
# reference: ref_sigmoid_half.py
# expect: static
# idea: red team 12. A module-level name is a constant only if every binding of it is a literal;
#   at run time a kernel sees a tl.constexpr only if what it wraps is a number, string, None,
#   dtype or kernel (sandbox._jit_visible).
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
            return x                      # Triton's front end: plain IR, lowers fine
        c = int(x) & 0xFFFF               # the interpreter's __index__: the value's bits
        s = -1.0 if c & 0x8000 else 1.0
        e = (c >> 10) & 0x1F
        m = c & 0x3FF
        if e == 0:
            v = s * math.ldexp(m, -24)
        else:
            v = s * math.ldexp(1024 + m, e - 25)
        if v >= 0:
            return 1.0 / (1.0 + math.exp(-v))
        z = math.exp(v)
        return z / (1.0 + z)


C = 0
C = tl.constexpr(Helper())


@triton.jit
def apply(c, x):
    return c.value.to(x)


@triton.jit
def sig_kernel(x_ptr, y_ptr):
    pid = tl.program_id(0)
    x = tl.load(x_ptr + pid)
    code = x.to(tl.int16, bitcast=True)
    r = apply(C, code)
    tl.store(y_ptr + pid, r)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        sig_kernel[(n,)](x, y)
        return y
