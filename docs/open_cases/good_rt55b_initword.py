# probes: honest twin of adv_rt55b_initword_1: the activation name picks a constexpr branch
# reference: ref_rt55b_initword.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def act_kernel(x_ptr, out_ptr, n, ACT: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    if ACT == 0:
        y = tl.maximum(x, 0.0)
    elif ACT == 1:
        y = 1.0 / (1.0 + tl.exp(-x))
    else:
        e = tl.exp(-2.0 * tl.abs(x))
        t = (1.0 - e) / (1.0 + e)
        y = tl.where(x >= 0, t, -t)
    tl.store(out_ptr + offs, y, mask=mask)

class ModelNew(nn.Module):
    def __init__(self, act):
        super().__init__()
        self.act_id = 0 if act == "relu" else 1 if act == "sigmoid" else 2

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        act_kernel[(triton.cdiv(n, 1024),)](x, out, n, ACT=self.act_id, BLOCK=1024)
        return out
