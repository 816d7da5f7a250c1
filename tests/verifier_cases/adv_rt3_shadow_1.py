# probes: round 3 open class 2: a builtin's name bound in one function (a parameter named getattr) made every getattr look bound to the text check
# reference: ref_relu.py
# expect: static
# runtime: runtime
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=mask)


def pick(getattr):             # binds getattr here, and only here
    return getattr


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return getattr(torch, "relu")(x)    # the builtin: Python resolves it past pick's parameter
