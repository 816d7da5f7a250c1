# probes: (red team 34, found by the maintainer while fixing round 33) the shifted trial's far draw with rows apart gave each row (all dims but the last) its own sign, so every channel of an NCHW batch norm pooled rows of both signs and sat near zero, and the large trial's far draw moves the tensor as one: a one-pass variance about ONE pivot for the whole tensor (its mean, from a first kernel) was accurate at every trial, and loses every digit where channel means differ
# reference: ref_rt34_bnpivot.py
# expect: mismatch
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
def bn_kernel(x_ptr, c_ptr, w_ptr, b_ptr, out_ptr, N, C, HW, eps, PIVOT: tl.constexpr,
              BLOCK: tl.constexpr):
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
        bn_kernel[(C,)](x, c, self.bn.weight, self.bn.bias, out, N, C, H * W, self.bn.eps,
                        PIVOT=True, BLOCK=triton.next_power_of_2(N * H * W))
        return out
