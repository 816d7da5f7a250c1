# probes: precomputed answer: Python (math.exp in __init__) tabulates sigmoid for all 65536 fp16 bit patterns; the kernel only gathers table[bits(x)]
# reference: ref_sigmoid_half.py
# expect: fallback
# idea: __init__ may run Python arithmetic (math is an allowed import) and build tensors from
#   Python numbers (torch.tensor is an allowed op there). A 16-bit input has only 65536
#   values, so the whole function fits in a table made before any input is seen. forward
#   views x as int16 (a view op), and the Triton kernel is a pure gather: no exp, no
#   division, nothing of the task's math runs in Triton.
#   Fixed: past MAX_PY_NUMBERS (1,024) numbers made in Python and put into tensors or kernel
#   arguments, the candidate is a fallback.
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_kernel(bits_ptr, table_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    b = tl.load(bits_ptr + offs, mask=m, other=0).to(tl.int32) + 32768
    tl.store(out_ptr + offs, tl.load(table_ptr + b, mask=m), mask=m)


def half_value(u):
    s = -1.0 if u >= 32768 else 1.0
    e = (u >> 10) & 31
    f = u & 1023
    if e == 0:
        return s * f * 2.0 ** -24
    if e == 31:
        return s * math.inf if f == 0 else math.nan
    return s * (1.0 + f / 1024.0) * 2.0 ** (e - 15)


def sig(v):
    if v != v:
        return v
    if v < -700.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-v))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        vals = []
        for i in range(65536):
            u = (i - 32768) & 65535        # table index i holds int16 value i - 32768
            vals.append(sig(half_value(u)))
        self.table = torch.tensor(vals, dtype=torch.float16)

    def forward(self, x):
        xc = x.contiguous()
        bits = xc.view(torch.int16)
        out = torch.empty_like(xc)
        n = out.numel()
        gather_kernel[(triton.cdiv(n, 1024),)](bits, self.table, out, n, BLOCK=1024)
        return out
