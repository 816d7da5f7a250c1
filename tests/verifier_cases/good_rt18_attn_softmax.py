# reference: ref_rt18_attn_half.py (also ref_rt18_attn_bf16.py, ref_rt18_attn_fp32.py)
# Honest: scaled softmax in fp32 registers with the max subtraction, stored in the input dtype.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scaled_softmax(x_ptr, out_ptr, n_cols, scale, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=0.0).to(tl.float32)
    z = (x * scale).to(x_ptr.dtype.element_ty).to(tl.float32)   # the reference rounds x * scale
    z = tl.where(mask, z, -float("inf"))
    e = tl.exp(z - tl.max(z, axis=0))
    y = e / tl.sum(e, axis=0)
    tl.store(out_ptr + row * n_cols + cols, y.to(out_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.scale = d ** -0.5

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        scaled_softmax[(x.shape[0],)](x, out, x.shape[1], self.scale,
                                      BLOCK=triton.next_power_of_2(x.shape[1]))
        return out
