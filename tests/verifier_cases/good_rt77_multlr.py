# probes: red team 77: honest SGD-momentum step kernel under MultiplicativeLR(lambda e: factor), the rate lr * factor^last_epoch from its own count self.last_epoch [accepted: sandbox._resync replays the reference's factors over the epochs, its count jumping within REPLAY_EPOCHS]
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
        self.last_epoch = 0

    def forward(self, grad):
        grad = grad.contiguous()
        lr = self.lr * self.factor ** self.last_epoch
        out = torch.empty_like(grad)
        n = grad.numel()
        sgd_kernel[(triton.cdiv(n, 1024),)](self.weight, grad, self.momentum_buffer, out, n,
                                            float(lr), float(self.momentum), BLOCK=1024)
        self.last_epoch += 1
        return out
