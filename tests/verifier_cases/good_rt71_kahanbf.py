# probes: honest fused Kahan-compensated bf16 SGD step, rounding to bf16 after each op as torch does.
# reference: ref_rt71_kahanbf.py
# expect: ok
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
    u = (neg_lr * g).to(tl.bfloat16).to(tl.float32)
    c = (c0 + u).to(tl.bfloat16).to(tl.float32)
    newp = (p + c).to(tl.bfloat16).to(tl.float32)
    d = (p - newp).to(tl.bfloat16).to(tl.float32)
    newc = (c + d).to(tl.bfloat16)
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
