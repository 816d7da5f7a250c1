# probes: red team 56b: honest twin of adv_rt56b_ntstate_1: the normaliser reads the running statistics (held as two plain tensors on self)
# reference: ref_rt56b_ntstate.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def norm_kernel(x_ptr, mean_ptr, var_ptr, out_ptr, n, D, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    c = offs % D
    mu = tl.load(mean_ptr + c, mask=m, other=0.0)
    var = tl.load(var_ptr + c, mask=m, other=1.0)
    y = (x - mu) / tl.sqrt(var + 1e-8)
    y = tl.minimum(tl.maximum(y, -10.0), 10.0)
    tl.store(out_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.mean = torch.zeros(n)
        self.var = torch.ones(n)

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        norm_kernel[(triton.cdiv(n, 1024),)](x, self.mean, self.var, out, n, x.shape[-1], BLOCK=1024)
        return out
