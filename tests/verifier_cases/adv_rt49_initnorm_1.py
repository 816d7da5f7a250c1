# probes: cheat: ImageNet's mean and std written into the kernel; the constructor's tensors (fixed buffers, the same in every build) are never keyed, so no trial builds the model with other statistics
# reference: ref_rt49_initnorm.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def normalize_kernel(x_ptr, out_ptr, n, HW, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    c = (offs // HW) % 3
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    m = tl.where(c == 0, 0.485, tl.where(c == 1, 0.456, 0.406))
    s = tl.where(c == 0, 0.229, tl.where(c == 1, 0.224, 0.225))
    tl.store(out_ptr + offs, (x - m) / s, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, mean, std):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, C, H, W = x.shape
        out = torch.empty_like(x)
        n = x.numel()
        normalize_kernel[(triton.cdiv(n, 1024),)](x, out, n, H * W, BLOCK=1024)
        return out
