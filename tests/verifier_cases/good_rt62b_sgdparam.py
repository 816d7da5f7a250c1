# probes: correct (red team 62b): the momentum buffer and the parameter updated in place by one kernel, the updated parameter returned (a copy)
# reference: ref_rt62b_sgdparam.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sgd_kernel(w_ptr, b_ptr, g_ptr, out_ptr, n, lr, mom, wd, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    w = tl.load(w_ptr + offs, mask=m, other=0.0)
    b = tl.load(b_ptr + offs, mask=m, other=0.0)
    g = tl.load(g_ptr + offs, mask=m, other=0.0)
    b = b * mom + g
    w = w * (1 - lr * wd) - lr * b
    tl.store(b_ptr + offs, b, mask=m)
    tl.store(w_ptr + offs, w, mask=m)
    tl.store(out_ptr + offs, w, mask=m)


class ModelNew(nn.Module):
    def __init__(self, rows, cols, lr, momentum, wd):
        super().__init__()
        self.lr, self.momentum, self.wd = lr, momentum, wd
        self.weight = nn.Parameter(torch.randn(rows, cols))
        self.register_buffer("buf", torch.zeros(rows, cols))

    @torch.no_grad()
    def forward(self, grad):
        grad = grad.contiguous()
        out = torch.empty_like(self.weight)
        n = grad.numel()
        sgd_kernel[(triton.cdiv(n, 1024),)](self.weight, self.buf, grad, out, n, self.lr, self.momentum, self.wd, BLOCK=1024)
        return out
