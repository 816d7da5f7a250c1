# good: (red team 38) a bf16 scatter-add (v * 2.0 added with tl.atomic_add), correct on a GPU (refused until the interpreter hooks had a bf16 constant and a bf16 atomic add)
# reference: ref_rt38_bf16scatter.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scatter_add(x_ptr, idx_ptr, out_ptr, D, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < D
    dst = tl.load(idx_ptr + r)
    v = tl.load(x_ptr + r * D + cols, mask=m, other=0.0)
    tl.atomic_add(out_ptr + dst * D + cols, v * 2.0, mask=m)


class ModelNew(nn.Module):
    def __init__(self, bins):
        super().__init__()
        self.bins = bins

    def forward(self, x, idx):
        x = x.contiguous()
        R, D = x.shape
        out = torch.zeros((self.bins, D), device=x.device, dtype=x.dtype)
        scatter_add[(R,)](x, idx, out, D, BLOCK=triton.next_power_of_2(D))
        return out
