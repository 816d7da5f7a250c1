# probes: honest twin of adv_rt55a_modepass_2: all four activations, chosen by a constexpr code
# reference: ref_rt55a_actword.py
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
    if ACT == 1:
        y = 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))
    elif ACT == 2:
        y = x / (1.0 + tl.exp(-x))
    elif ACT == 3:
        e = tl.exp(-2.0 * tl.abs(x))
        t = (1.0 - e) / (1.0 + e)
        y = tl.where(x >= 0, t, -t)
    else:
        y = tl.maximum(x, 0.0)
    tl.store(out_ptr + offs, y, mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, act):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        code = 1 if act == "gelu" else (2 if act == "silu" else (3 if act == "tanh" else 0))
        act_kernel[(triton.cdiv(n, 1024),)](x, out, n, ACT=code, BLOCK=1024)
        return out
