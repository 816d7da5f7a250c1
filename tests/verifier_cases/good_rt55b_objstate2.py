# probes: honest twin of adv_rt55b_objstate_2: the helper object's statistics read by the kernel
# reference: ref_rt55b_objstate2.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def norm_kernel(x_ptr, mean_ptr, var_ptr, out_ptr, n, F, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    mu = tl.load(mean_ptr + offs % F, mask=m, other=0.0)
    v = tl.load(var_ptr + offs % F, mask=m, other=1.0)
    y = (x - mu) / tl.sqrt(v + 1e-8)
    tl.store(out_ptr + offs, tl.minimum(tl.maximum(y, -10.0), 10.0), mask=m)


class RunningMeanStd:
    def __init__(self, shape):
        self.mean = torch.zeros(shape)
        self.var = torch.ones(shape)


class ModelNew(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.obs_rms = RunningMeanStd(features)

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        norm_kernel[(triton.cdiv(n, 1024),)](x, self.obs_rms.mean, self.obs_rms.var, out, n,
                                             x.shape[1], BLOCK=1024)
        return out
