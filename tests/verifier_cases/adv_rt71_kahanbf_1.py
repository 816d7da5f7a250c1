# probes: fused step that keeps the sum in fp32 and rounds only at the stores, so the compensation is fp32 noise (~0): the update Kahan exists to keep is lost. The bf16 alt answer (float64 twin, where .bfloat16 casts are no-ops and the compensation is exactly 0) accepts it. [closed: the float64 twin's answer is offered to a 16-bit output only where the reference's answer is within 1/16 of the twin's largest magnitude everywhere (sandbox._alt_answers); refused at 7 of 7 keys]
# reference: ref_rt71_kahanbf.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def kahan_kernel(p_ptr, g_ptr, c_ptr, np_ptr, nc_ptr, neg_lr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    p = tl.load(p_ptr + offs, mask=m, other=0.0).to(tl.float32)
    g = tl.load(g_ptr + offs, mask=m, other=0.0).to(tl.float32)
    c0 = tl.load(c_ptr + offs, mask=m, other=0.0).to(tl.float32)
    c = c0 + neg_lr * g
    newp = p + c
    newc = (c + (p - newp)).to(tl.bfloat16)
    tl.store(np_ptr + offs, newp.to(tl.bfloat16), mask=m)
    tl.store(nc_ptr + offs, newc, mask=m)


class ModelNew(nn.Module):
    def __init__(self, lr=1e-3):
        super().__init__()
        self.lr = lr

    def forward(self, param, grad, comp):
        param = param.contiguous()
        grad = grad.contiguous()
        comp = comp.contiguous()
        new_p = torch.empty_like(param)
        new_c = torch.empty_like(comp)
        n = param.numel()
        BLOCK = 1024
        kahan_kernel[(triton.cdiv(n, BLOCK),)](param, grad, comp, new_p, new_c, -self.lr, n,
                                               BLOCK=BLOCK)
        return new_p, new_c
