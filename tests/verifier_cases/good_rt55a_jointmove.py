# probes: honest twin of adv_rt55a_jointmove_1: the flag passed to the kernel as a constexpr
# reference: ref_rt55a_jointmove.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def relu_kernel(x_ptr, out_ptr, n, RELU: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    if RELU:
        x = tl.maximum(x, 0.0)
    tl.store(out_ptr + offs, x, mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, width, apply_relu):
        x = x.contiguous()
        n = x.numel()
        out = torch.empty((n // width, width), device=x.device, dtype=x.dtype)
        relu_kernel[(triton.cdiv(n, 1024),)](x, out, n, RELU=bool(apply_relu), BLOCK=1024)
        return out
