# good: batch norm with batch statistics, two-pass per channel (the whole tensor's mean is computed and not used), moving the running statistics
# reference: ref_rt34_bnpivot.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def global_mean_kernel(x_ptr, c_ptr, T, BLOCK: tl.constexpr):
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for start in range(0, T, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + offs, mask=offs < T, other=0.0)
    tl.store(c_ptr, tl.sum(acc, axis=0) / T)


@triton.jit
def bn_kernel(x_ptr, c_ptr, w_ptr, b_ptr, out_ptr, rm_ptr, rv_ptr, N, C, HW, eps, momentum,
              PIVOT: tl.constexpr, BLOCK: tl.constexpr):
    ch = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    M = N * HW
    mask = offs < M
    n = offs // HW
    p = offs % HW
    ptrs = x_ptr + n * C * HW + ch * HW + p
    x = tl.load(ptrs, mask=mask, other=0.0)
    if PIVOT:
        c = tl.load(c_ptr)                        # one pivot for the whole tensor
        d = tl.where(mask, x - c, 0.0)
        m1 = tl.sum(d, axis=0) / M
        var = tl.sum(d * d, axis=0) / M - m1 * m1
        mean = m1 + c
    else:
        mean = tl.sum(x, axis=0) / M
        d = tl.where(mask, x - mean, 0.0)
        var = tl.sum(d * d, axis=0) / M
    y = (x - mean) / tl.sqrt(tl.maximum(var, 0.0) + eps)
    # training mode moves the running statistics (unbiased variance), as nn.BatchNorm2d does
    tl.store(rm_ptr + ch, (1.0 - momentum) * tl.load(rm_ptr + ch) + momentum * mean)
    tl.store(rv_ptr + ch, (1.0 - momentum) * tl.load(rv_ptr + ch)
             + momentum * tl.maximum(var, 0.0) * M / (M - 1))
    w = tl.load(w_ptr + ch)
    b = tl.load(b_ptr + ch)
    tl.store(out_ptr + n * C * HW + ch * HW + p, y * w + b, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.bn = nn.BatchNorm2d(channels)

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        out = torch.empty_like(x)
        c = torch.empty(1, device=x.device, dtype=x.dtype)
        global_mean_kernel[(1,)](x, c, x.numel(), BLOCK=1024)
        bn_kernel[(C,)](x, c, self.bn.weight, self.bn.bias, out, self.bn.running_mean,
                        self.bn.running_var, N, C, H * W, self.bn.eps, self.bn.momentum,
                        PIVOT=False, BLOCK=triton.next_power_of_2(N * H * W))
        return out
