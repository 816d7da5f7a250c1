# probes: (closed: a tuple or list constructor default holding a non-integral float moves by name, each float, sandbox.init_keywords) red team 53b: clamp with the constructor's default bounds=(-0.75, 0.6) written into the kernel and the argument ignored: sandbox.init_keywords moves the constructor's keyword defaults only where the default is a plain non-integral float (type(p.default) is float), and _moved_init moves tuples of floats only where get_init_inputs() passes them, so a TUPLE of floats as a keyword default (bounds, betas, a range) is never passed and both models are built with it at every trial; any caller's Model(bounds=(0.0, 6.0)) gets clamp(x, -0.75, 0.6)
# reference: ref_rt53b_tupledef.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def clamp_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.minimum(tl.maximum(x, -0.75), 0.6), mask=m)


class ModelNew(nn.Module):
    def __init__(self, bounds=(-0.75, 0.6)):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        clamp_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
