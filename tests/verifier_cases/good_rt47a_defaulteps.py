# probes: red team 47a: honest twin: the module's eps passed to the kernel
# reference: ref_rt47a_defaulteps.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rmsnorm_kernel(x_ptr, w_ptr, out_ptr, D, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    x = tl.load(x_ptr + row * D + offs, mask=m, other=0.0)
    w = tl.load(w_ptr + offs, mask=m, other=0.0)
    rms = tl.sqrt(tl.sum(x * x, axis=0) / D + eps)
    tl.store(out_ptr + row * D + offs, x / rms * w, mask=m)


class ModelNew(nn.Module):
    def __init__(self, features, eps=1e-5):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(features))
        self.eps = eps

    def forward(self, x):
        x = x.contiguous()
        B, D = x.shape
        out = torch.empty_like(x)
        rmsnorm_kernel[(B,)](x, self.weight, out, D, self.eps, BLOCK=triton.next_power_of_2(D))
        return out
