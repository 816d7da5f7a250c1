# probes: red team 60a: honest twin of adv_rt60a_listcache_1 (tanh(a + b) computed every call)
# reference: ref_rt60a_listcache.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_tanh(a_ptr, b_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    s = tl.load(a_ptr + offs, mask=m, other=0.0) + tl.load(b_ptr + offs, mask=m, other=0.0)
    e = tl.exp(-2.0 * tl.abs(s))
    t = (1.0 - e) / (1.0 + e)
    tl.store(o_ptr + offs, tl.where(s < 0, -t, t), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, feats):
        a = feats[0].contiguous()
        b = feats[1].contiguous()
        n = a.numel()
        out = torch.empty_like(a)
        add_tanh[(triton.cdiv(n, 1024),)](a, b, out, n, BLOCK=1024)
        return out
