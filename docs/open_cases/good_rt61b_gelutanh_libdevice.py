# probes: OPEN: red team 61b: FALSE REFUSAL (stage runtime, InterpreterError TypeError ... NoneType): GELU-tanh through triton.language.extra.libdevice.tanh, the idiomatic way (triton.language has no tanh) and an allowed import; Triton 3.7.1's interpreter returns None for every libdevice call (tanh, erf, rsqrt tried), so any kernel using libdevice is refused on the CPU path, though it compiles and runs on a GPU; open: FALSE REFUSAL: Triton 3.7.1's interpreter returns None for triton.language.extra.libdevice calls (tanh, erf, rsqrt), so an honest libdevice.tanh kernel fails at runtime on a CPU
# reference: ref_rt61b_gelutanh.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def gelu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    inner = 0.7978845608028654 * (x + 0.044715 * x * x * x)
    y = 0.5 * x * (1.0 + libdevice.tanh(inner))
    tl.store(y_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        gelu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
