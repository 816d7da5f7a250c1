import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def adamw_kernel(p_ptr, g_ptr, m_ptr, v_ptr, po_ptr, mo_ptr, vo_ptr, n,
                 lr, beta1, beta2, eps, decay, bc1, bc2, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    msk = offs < n
    p = tl.load(p_ptr + offs, mask=msk, other=0.0)
    g = tl.load(g_ptr + offs, mask=msk, other=0.0)
    m = tl.load(m_ptr + offs, mask=msk, other=0.0)
    v = tl.load(v_ptr + offs, mask=msk, other=0.0)
    m = beta1 * m + (1 - beta1) * g
    v = beta2 * v + (1 - beta2) * g * g
    denom = tl.sqrt(v / bc2) + eps
    p = p * decay - lr * (m / bc1) / denom
    tl.store(po_ptr + offs, p, mask=msk)
    tl.store(mo_ptr + offs, m, mask=msk)
    tl.store(vo_ptr + offs, v, mask=msk)


class ModelNew(nn.Module):
    def __init__(self, lr=1e-3, beta1=0.9, beta2=0.999, eps=1e-8, weight_decay=0.01):
        super().__init__()
        self.lr, self.beta1, self.beta2 = lr, beta1, beta2
        self.eps, self.weight_decay = eps, weight_decay

    def forward(self, param, grad, exp_avg, exp_avg_sq, step):
        param, grad = param.contiguous(), grad.contiguous()
        exp_avg, exp_avg_sq = exp_avg.contiguous(), exp_avg_sq.contiguous()
        n = param.numel()
        po, mo, vo = torch.empty_like(param), torch.empty_like(param), torch.empty_like(param)
        bc1 = 1 - self.beta1 ** step
        bc2 = 1 - self.beta2 ** step
        BLOCK = 1024
        adamw_kernel[(triton.cdiv(n, BLOCK),)](param, grad, exp_avg, exp_avg_sq, po, mo, vo, n,
                                               self.lr, self.beta1, self.beta2, self.eps,
                                               1 - self.lr * self.weight_decay, bc1, bc2,
                                               BLOCK=BLOCK)
        return po, mo, vo
