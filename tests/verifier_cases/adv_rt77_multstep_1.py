# probes: red team 77 (cheat): SGD-momentum kernel ignoring a step decay written as MultiplicativeLR(lambda e: gamma if e % step_size == 0 else 1) (constant rate); step_size lives only in the lambda, so no setting to aim near, and the scheduler was never resynced after a jump [closed: the constructor's numbers are settings too (sandbox._init_numbers: aims near 30), and a MultiplicativeLR's rate is replayed over its epochs after a jump or an aim (sandbox._resync, its count jumping within REPLAY_EPOCHS)]
# reference: ref_rt77_multstep.py
# expect: mismatch
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
    def __init__(self, lr, momentum, step_size, gamma):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.register_buffer("momentum_buffer", torch.zeros(64, 128))
        self.lr = lr
        self.momentum = momentum
        self.last_epoch = 0

    def forward(self, grad):
        grad = grad.contiguous()
        lr = self.lr
        out = torch.empty_like(grad)
        n = grad.numel()
        sgd_kernel[(triton.cdiv(n, 1024),)](self.weight, grad, self.momentum_buffer, out, n,
                                            float(lr), float(self.momentum), BLOCK=1024)
        self.last_epoch += 1
        return out
