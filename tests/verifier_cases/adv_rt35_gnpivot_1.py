# probes: (red team 35, found by the maintainer) the shifted trials' far draws with rows apart moved dim 1 (channels) apart with each channel its own sign, so a group norm's groups pooled channels of both signs, and the large trial moves the tensor as one: a one-pass variance about ONE pivot for the whole tensor (its mean, from a first kernel) was accurate at every trial, and loses every digit where group means differ
# reference: ref_rt35_gnpivot.py
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
def gn_kernel(x_ptr, c_ptr, w_ptr, b_ptr, out_ptr, G, CG, HW, eps, PIVOT: tl.constexpr,
              BLOCK: tl.constexpr):
    # one program per (sample, group): the group's CG channels are contiguous, CG * HW elements
    pid = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    M = CG * HW
    mask = offs < M
    x = tl.load(x_ptr + pid * M + offs, mask=mask, other=0.0)
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
    ch = (pid % G) * CG + offs // HW
    w = tl.load(w_ptr + ch, mask=mask, other=1.0)
    b = tl.load(b_ptr + ch, mask=mask, other=0.0)
    tl.store(out_ptr + pid * M + offs, y * w + b, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, groups, channels):
        super().__init__()
        self.gn = nn.GroupNorm(groups, channels)

    def forward(self, x):
        x = x.contiguous()
        N, C = x.shape[0], x.shape[1]
        HW = x.numel() // (N * C)
        G = self.gn.num_groups
        CG = C // G
        out = torch.empty_like(x)
        c = torch.zeros(1, device=x.device, dtype=x.dtype)
        if True:
            global_mean_kernel[(1,)](x, c, x.numel(), BLOCK=1024)
        gn_kernel[(N * G,)](x, c, self.gn.weight, self.gn.bias, out, G, CG, HW, self.gn.eps,
                            PIVOT=True, BLOCK=triton.next_power_of_2(CG * HW))
        return out
