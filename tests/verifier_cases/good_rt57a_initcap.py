# probes: honest twin of adv_rt57a_initcap_1
# reference: ref_rt57a_initcap.py
# expect: ok
# good: honest twin of adv_rt57a_initcap_1: every constructor float (means, stds, luma weights, gain, offset) read and passed to the kernel
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def luma_kernel(x_ptr, y_ptr, HW, n, m0, m1, m2, s0, s1, s2, w0, w1, w2, gain, offset,
                BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    b = offs // HW
    p = offs % HW
    base = b * 3 * HW + p
    x0 = tl.load(x_ptr + base, mask=mask, other=0.0)
    x1 = tl.load(x_ptr + base + HW, mask=mask, other=0.0)
    x2 = tl.load(x_ptr + base + 2 * HW, mask=mask, other=0.0)
    y = w0 * (x0 - m0) / s0
    y = y + w1 * (x1 - m1) / s1
    y = y + w2 * (x2 - m2) / s2
    tl.store(y_ptr + offs, gain * y + offset, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, mean, std, luma, gain, offset):
        super().__init__()
        self.mean, self.std, self.luma = list(mean), list(std), list(luma)
        self.gain, self.offset = gain, offset

    def forward(self, x):
        x = x.contiguous()
        B, C, H, W = x.shape
        y = torch.empty((B, H, W), device=x.device, dtype=x.dtype)
        n = B * H * W
        BLOCK = 256
        luma_kernel[(triton.cdiv(n, BLOCK),)](
            x, y, H * W, n, self.mean[0], self.mean[1], self.mean[2],
            self.std[0], self.std[1], self.std[2], self.luma[0], self.luma[1], self.luma[2],
            self.gain, self.offset, BLOCK=BLOCK)
        return y
