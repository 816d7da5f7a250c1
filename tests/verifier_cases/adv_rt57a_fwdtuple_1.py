# probes: red team 57a: a forward keyword whose default is a TUPLE of floats (clamp bounds=(-0.75, 0.6)) is never passed, so never moved: sandbox.forward_defaults passes forward's defaults up to the last one _default_moves accepts, and _default_moves takes ints, bools, floats and word-like strs only (round 53 moved a tuple CONSTRUCTOR default by name, tupledef_1, not forward's). This kernel has the bounds written in and ignores the argument: wrong for every caller who passes other bounds; closed: sandbox._default_moves takes a tuple or list of up to 16 numbers holding a float (and float dtypes, einsum equations), so forward_defaults passes the bounds and the trials scale them
# reference: ref_rt57a_fwdtuple.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def clamp_kernel(x_ptr, y_ptr, n, lo, hi, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.minimum(tl.maximum(x * 1.5, lo), hi)
    tl.store(y_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, bounds=(-0.75, 0.6)):
        lo, hi = bounds
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        clamp_kernel[(triton.cdiv(n, 1024),)](x, y, n, -0.75, 0.6, BLOCK=1024)
        return y
