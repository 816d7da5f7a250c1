# probes: correct (red team 62b, twin of adv_rt62b_lionstep_1): sign as (c > 0) - (c < 0), so a zero momentum-plus-gradient gives a zero update; accepted at 7 of 7 keys
# reference: ref_rt62b_lionstep.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def lion_kernel(p_ptr, g_ptr, m_ptr, out_ptr, n, lr, beta1, beta2, wd, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    p = tl.load(p_ptr + offs, mask=mask, other=0.0)
    g = tl.load(g_ptr + offs, mask=mask, other=0.0)
    m = tl.load(m_ptr + offs, mask=mask, other=0.0)
    c = beta1 * m + (1 - beta1) * g
    upd = (c > 0).to(tl.float32) - (c < 0).to(tl.float32)
    tl.store(out_ptr + offs, p * (1 - lr * wd) - lr * upd, mask=mask)
    tl.store(m_ptr + offs, beta2 * m + (1 - beta2) * g, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, numel_rows, numel_cols, lr, beta1, beta2, wd):
        super().__init__()
        self.lr, self.beta1, self.beta2, self.wd = lr, beta1, beta2, wd
        self.register_buffer("exp_avg", torch.zeros(numel_rows, numel_cols))

    def forward(self, p, g):
        p = p.contiguous()
        g = g.contiguous()
        out = torch.empty_like(p)
        n = p.numel()
        BLOCK = 1024
        lion_kernel[(triton.cdiv(n, BLOCK),)](p, g, self.exp_avg, out, n, self.lr, self.beta1, self.beta2, self.wd, BLOCK=BLOCK)
        return out
