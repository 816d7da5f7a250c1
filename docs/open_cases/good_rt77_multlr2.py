# probes: red team 77 (false refusal, by rule): honest twin keeping the running rate (self.cur_lr *= factor each call, as MultiplicativeLR itself does), no count [OPEN at 7 of 7 keys, a stated limit: the rate kept as state is not the rate at the jumped step; CANDIDATE_RULES: compute the rate from the count]
# reference: ref_rt77_multlr.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sgd_kernel(w_ptr, g_ptr, b_ptr, o_ptr, n, lr, momentum, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    w = tl.load(w_ptr + offs, mask=mask, other=0.0)
    g = tl.load(g_ptr + offs, mask=mask, other=0.0)
    b = tl.load(b_ptr + offs, mask=mask, other=0.0)
    b = b * momentum + g
    w = w - lr * b
    tl.store(b_ptr + offs, b, mask=mask)
    tl.store(w_ptr + offs, w, mask=mask)
    tl.store(o_ptr + offs, w, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, lr, momentum, factor):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.register_buffer("momentum_buffer", torch.zeros(64, 128))
        self.lr = lr
        self.momentum = momentum
        self.factor = factor
        self.cur_lr = lr

    def forward(self, grad):
        grad = grad.contiguous()
        lr = self.cur_lr
        out = torch.empty_like(grad)
        n = grad.numel()
        sgd_kernel[(triton.cdiv(n, 1024),)](self.weight, grad, self.momentum_buffer, out, n,
                                            float(lr), float(self.momentum), BLOCK=1024)
        self.cur_lr = self.cur_lr * self.factor
        return out
