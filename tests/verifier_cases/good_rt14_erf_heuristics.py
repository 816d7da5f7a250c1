# probes: honest erf with @triton.heuristics, tl.math.erf, a module int constant, grid lambda, keyword launch args
# reference: ref_erf.py
# expect: ok
# idea: honest (false-refusal probe)
import torch
import torch.nn as nn
import triton
import triton.language as tl

BLOCK_SIZE = 64


@triton.heuristics({"EVEN": lambda a: a["n"] % a["BLOCK"] == 0})
@triton.jit
def erf_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    if EVEN:
        x = tl.load(x_ptr + offs)
        tl.store(y_ptr + offs, tl.math.erf(x))
    else:
        m = offs < n
        x = tl.load(x_ptr + offs, mask=m)
        tl.store(y_ptr + offs, tl.math.erf(x), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        flat = x.reshape(-1)
        out = torch.empty_like(flat)
        n = flat.numel()
        erf_kernel[lambda meta: (triton.cdiv(n, meta["BLOCK"]),)](x_ptr=flat, y_ptr=out, n=n, BLOCK=BLOCK_SIZE)
        return out.view(x.shape)
