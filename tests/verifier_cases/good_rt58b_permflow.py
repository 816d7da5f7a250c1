# probes: red team 58b: honest twin of adv_rt58b_permflow_1: the kernel gathers through the module's own `perm` buffer at every call
# reference: ref_rt58b_permflow.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def perm_affine(x_ptr, p_ptr, ls_ptr, b_ptr, out_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    j = tl.arange(0, BLOCK)
    m = j < D
    src = tl.load(p_ptr + j, mask=m, other=0)
    x = tl.load(x_ptr + row * D + src, mask=m, other=0.0)
    ls = tl.load(ls_ptr + j, mask=m, other=0.0)
    b = tl.load(b_ptr + j, mask=m, other=0.0)
    tl.store(out_ptr + row * D + j, x * tl.exp(ls) + b, mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.register_buffer("perm", torch.randperm(dim))
        self.log_scale = nn.Parameter(torch.zeros(dim))
        self.shift = nn.Parameter(torch.zeros(dim))

    def forward(self, x):
        x = x.contiguous()
        M, D = x.shape
        out = torch.empty_like(x)
        perm_affine[(M,)](x, self.perm, self.log_scale, self.shift, out, D,
                          BLOCK=triton.next_power_of_2(D))
        return out
