# probes: red team 56b: honest twin of adv_rt56b_statefrozen_1: FrozenBatchNorm2d with its eps at every call, and the observer's EMA of each channel's mean updated in the same kernel
# reference: ref_rt56b_statefrozen.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def fbn_obs_kernel(x_ptr, w_ptr, b_ptr, rm_ptr, rv_ptr, am_ptr, out_ptr, N, C, HW,
                   BLOCK: tl.constexpr):
    c = tl.program_id(0)
    w = tl.load(w_ptr + c)
    b = tl.load(b_ptr + c)
    rm = tl.load(rm_ptr + c)
    rv = tl.load(rv_ptr + c)
    scale = w / tl.sqrt(rv + 1e-5)
    shift = b - rm * scale
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for n in range(0, N):
        base = (n * C + c) * HW
        for s in range(0, HW, BLOCK):
            offs = s + tl.arange(0, BLOCK)
            mask = offs < HW
            x = tl.load(x_ptr + base + offs, mask=mask, other=0.0)
            y = x * scale + shift
            tl.store(out_ptr + base + offs, y, mask=mask)
            acc += tl.where(mask, y, 0.0)
    mean = tl.sum(acc, axis=0) / (N * HW)
    am = tl.load(am_ptr + c)
    tl.store(am_ptr + c, am * 0.9 + 0.1 * mean)

class ModelNew(nn.Module):
    def __init__(self, num_features):
        super().__init__()
        self.register_buffer("weight", torch.ones(num_features))
        self.register_buffer("bias", torch.zeros(num_features))
        self.register_buffer("running_mean", torch.zeros(num_features))
        self.register_buffer("running_var", torch.ones(num_features))
        self.register_buffer("act_mean", torch.zeros(num_features))

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        out = torch.empty_like(x)
        fbn_obs_kernel[(C,)](x, self.weight, self.bias, self.running_mean, self.running_var,
                             self.act_mean, out, N, C, H * W, BLOCK=256)
        return out
