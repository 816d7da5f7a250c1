# probes: red team 78: honest closed-form rate of ref_rt78_chained (ConstantLR then StepLR's drops) from self.last_epoch
# reference: ref_rt78_chained.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sgd_kernel(w_ptr, g_ptr, out_ptr, n, lr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    w = tl.load(w_ptr + offs, mask=m, other=0.0)
    g = tl.load(g_ptr + offs, mask=m, other=0.0)
    w = w - lr * g
    tl.store(w_ptr + offs, w, mask=m)
    tl.store(out_ptr + offs, w, mask=m)


class ModelNew(nn.Module):
    def __init__(self, lr, S):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.base = lr
        self.S = S
        self.last_epoch = 0

    def rate(self, e):
        return self.base * (0.5 if e < 4 else 1.0) * 0.1 ** (e // self.S)

    def forward(self, grad):
        grad = grad.contiguous()
        out = torch.empty_like(self.weight)
        n = self.weight.numel()
        with torch.no_grad():
            sgd_kernel[(triton.cdiv(n, 1024),)](self.weight, grad, out, n, self.rate(self.last_epoch), BLOCK=1024)
        self.last_epoch += 1
        return out
