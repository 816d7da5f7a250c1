# probes: red team 55a: (the str half of the class of adv_rt55a_modepass_1) four activations by name, 'silu' answered with the ReLU branch (the other three right): the small trial's first draw swaps the str for ONE other word of the reference's source, drawn at random, once per evaluation (sandbox._transform: alts[randint]), so a mode left wrong is met only where that one draw picks it, 1 key in 3 here and 1 in (words - 1) in general; closed: the flag calls take a mode word's alternatives in turn (up to 3), not one at random
# reference: ref_rt55a_actword.py
# expect: mismatch
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
        code = 1 if act == "gelu" else (3 if act == "tanh" else 0)
        act_kernel[(triton.cdiv(n, 1024),)](x, out, n, ACT=code, BLOCK=1024)
        return out
