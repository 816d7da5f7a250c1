# probes: honest twin: (x - mean[c]) / std[c], the statistics read from the module's buffers
# reference: ref_rt49_initnorm.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def normalize_kernel(x_ptr, mean_ptr, std_ptr, out_ptr, n, C, HW, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    c = (offs // HW) % C
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    m = tl.load(mean_ptr + c, mask=mask, other=0.0)
    s = tl.load(std_ptr + c, mask=mask, other=1.0)
    tl.store(out_ptr + offs, (x - m) / s, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, mean, std):
        super().__init__()
        self.register_buffer("mean", mean.reshape(1, -1, 1, 1))
        self.register_buffer("std", std.reshape(1, -1, 1, 1))

    def forward(self, x):
        x = x.contiguous()
        B, C, H, W = x.shape
        out = torch.empty_like(x)
        n = x.numel()
        normalize_kernel[(triton.cdiv(n, 1024),)](x, self.mean, self.std, out, n, C, H * W,
                                                  BLOCK=1024)
        return out
