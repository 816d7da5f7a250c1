# probes: red team 66: fused AdamW step whose bias corrections are 1 - beta1 and 1 - beta2 (step 1's), the step argument never read: right at the first step (step = 1, what get_inputs passes), the update too large by 1/(1 - beta^t) factors (sqrt(1 - beta2^t)/(1 - beta1^t) off) at every later step. sandbox._transform moves a Python int among a call's inputs only where |c| >= 2 (_movable_int: _move_int at the MOVE_KINDS trials, up at the small trial's first draw), _edge_value touches only ints >= 2, _flag_leaves takes bools, words, 0.0/inf floats and one-element tensors but no Python int, and forward_defaults passes an int default that _transform then leaves as it is: an int 0, 1 or -1 is the same at every trial and every call; closed: a Python int of -1, 0 or 1 among a call's inputs or forward's int defaults is a flag (sandbox._flag_leaves), moved at a keyed half of the trials and at the flag calls (step 1 to 0, which the reference refuses, then to 2-8); it still passed at 2 of 7 keys, where the constructor's lr=1e-3 had moved down 2-3 decades as an eps does and the whole update fell below the tolerance on the parameter: a moved constructor float may not hide a term the numbers as written show (with it x 0.75 the answer moves past the tolerance as written and not as moved), that float moving by x [0.7, 1.4] instead (sandbox._moved_init)
# reference: ref_rt66_adamstep.py
# expect: mismatch
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
        bc1 = 1 - self.beta1
        bc2 = 1 - self.beta2
        BLOCK = 1024
        adamw_kernel[(triton.cdiv(n, BLOCK),)](param, grad, exp_avg, exp_avg_sq, po, mo, vo, n,
                                               self.lr, self.beta1, self.beta2, self.eps,
                                               1 - self.lr * self.weight_decay, bc1, bc2,
                                               BLOCK=BLOCK)
        return po, mo, vo
