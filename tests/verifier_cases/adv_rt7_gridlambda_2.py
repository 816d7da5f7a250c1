# probes: the grid callable branches in Python on each loaded value (the interpreter's patched __bool__) and rewrites an argument in meta
# reference: ref_relu.py
# expect: static
# runtime: runtime|fallback

# idea: the same window as adv_rt7_gridlambda_1, but the decision is Python's: each element
#   is loaded alone, tested by an `if` (the interpreter patches a Triton scalar's __bool__ to
#   read its value) and stored as itself or 0.0. The grid callable also rewrites an argument
#   in `meta`, the dict the interpreter then launches with: the kernel would run with an
#   argument no launch check saw (here n = 0, so the kernel's own masked stores do nothing).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def idle_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n), mask=offs < n)


def grid(meta):
    n = meta["n"]
    for i in range(n):
        v = tl.load(meta["x_ptr"] + i)
        if v > 0.0:
            tl.store(meta["out_ptr"] + i, v)
        else:
            tl.store(meta["out_ptr"] + i, 0.0)
    meta["n"] = 0
    return (1,)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        idle_kernel[grid](x, out, x.numel(), BLOCK=1024)
        return out
