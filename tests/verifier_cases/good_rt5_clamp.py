# red team 5's good_10: must stay accepted (was refused before the rt5 fixes where noted)
# correct: clamp done in place by a kernel on a clone of the input (every element loaded and
#   stored by the kernel). Probes the data-movement detector: the reference's clamp never acts
#   on the probe's codes in [-2, 2), so the task may be classed as "moves only", where a
#   PyTorch clone in forward is refused.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def clamp_inplace_kernel(p, n, lo, hi, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(p + offs, mask=m, other=0.0)
    tl.store(p + offs, tl.minimum(tl.maximum(v, lo), hi), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        out = x.clone()
        n = out.numel()
        clamp_inplace_kernel[(triton.cdiv(n, 1024),)](out, n, -3.0, 3.0, BLOCK=1024)
        return out
