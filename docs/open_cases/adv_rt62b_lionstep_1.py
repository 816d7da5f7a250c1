# probes: OPEN: (red team 62b) fused Lion step whose sign is tl.where(c > 0, 1, -1): sign(0) taken as -1, so every element whose momentum and gradient are both exactly zero (the first step from the zero-initialised buffer, an embedding row no batch touched, a masked or frozen slice) moves by +lr every step where Lion leaves it. The zero-initialised exp_avg is keyed to U[-0.5, 0.5] before any call (sandbox.keyed_state), so the state as constructed (m = 0, the state every user starts from) never runs, and the small trial zeroes rows of g only beside a non-zero m; open: the model as constructed (a zero-initialised moment buffer) never runs: constant-initialised state is keyed before call 0 and returns to its constructed values only where the keyed ones leave the domain, so sign(0) taken as -1 meets no zero moment
# reference: ref_rt62b_lionstep.py
# expect: mismatch
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
    upd = tl.where(c > 0, 1.0, -1.0)
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
