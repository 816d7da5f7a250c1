# probes: correct (red team 52a, twin of adv_rt52a_fixedbuf_1): the buffers read by the kernel
# reference: ref_rt52a_fixedbuf.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def norm_kernel(x_ptr, mean_ptr, std_ptr, out_ptr, n, HW, C, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    c = (offs // HW) % C
    mean = tl.load(mean_ptr + c, mask=m, other=0.0)
    std = tl.load(std_ptr + c, mask=m, other=1.0)
    v = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, (v - mean) / std, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("mean", torch.tensor([0.485, 0.456, 0.406]).view(1, 3, 1, 1))
        self.register_buffer("std", torch.tensor([0.229, 0.224, 0.225]).view(1, 3, 1, 1))

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        C = x.shape[1]
        HW = x.shape[2] * x.shape[3]
        norm_kernel[(triton.cdiv(n, 1024),)](x, self.mean, self.std, out, n, HW, C, BLOCK=1024)
        return out
