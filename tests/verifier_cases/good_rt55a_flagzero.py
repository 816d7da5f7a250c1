# probes: honest twin of adv_rt55a_flagzero_1: normalize passed to the kernel as a constexpr (the norms divided as the reference divides them)
# reference: ref_rt55a_flagzero.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def rowdot_kernel(a_ptr, b_ptr, out_ptr, D, NORM: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    a = tl.load(a_ptr + row * D + offs, mask=m, other=0.0)
    b = tl.load(b_ptr + row * D + offs, mask=m, other=0.0)
    if NORM:
        a = a / tl.sqrt(tl.sum(a * a, axis=0))
        b = b / tl.sqrt(tl.sum(b * b, axis=0))
    tl.store(out_ptr + row, tl.sum(a * b, axis=0))

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b, normalize):
        a = a.contiguous()
        b = b.contiguous()
        R, D = a.shape
        out = torch.empty(R, device=a.device, dtype=a.dtype)
        rowdot_kernel[(R,)](a, b, out, D, NORM=bool(normalize), BLOCK=triton.next_power_of_2(D))
        return out
