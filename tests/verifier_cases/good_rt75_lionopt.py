# probes: red team 75 (false refusal): an honest Lion step kernel (decoupled weight decay, sign of the interpolated momentum, momentum update), the momentum a buffer __init__ built as zeros; the reference's optimiser is a torch.optim.Optimizer subclass (not one of torch.optim's exact classes, sandbox._OPTIMIZERS), so the put-back after a discarded attempt does not walk its lazily made state [closed: the put-back walks subclasses of torch.optim.Optimizer (sandbox._enters): accepted at 7 of 7 keys]
# reference: ref_rt75_lionopt.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def lion_kernel(w_ptr, g_ptr, m_ptr, o_ptr, n, lr, decay, b1, b2, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    w = tl.load(w_ptr + offs, mask=mask, other=0.0)
    g = tl.load(g_ptr + offs, mask=mask, other=0.0)
    m = tl.load(m_ptr + offs, mask=mask, other=0.0)
    w = w * decay
    c = m * b1 + g * (1.0 - b1)
    s = tl.where(c > 0, 1.0, tl.where(c < 0, -1.0, 0.0))
    w = w - lr * s
    m = m * b2 + g * (1.0 - b2)
    tl.store(m_ptr + offs, m, mask=mask)
    tl.store(w_ptr + offs, w, mask=mask)
    tl.store(o_ptr + offs, w, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, lr, weight_decay):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.register_buffer("exp_avg", torch.zeros(64, 128))
        self.lr = lr
        self.weight_decay = weight_decay

    def forward(self, grad):
        grad = grad.contiguous()
        out = torch.empty_like(grad)
        n = grad.numel()
        lion_kernel[(triton.cdiv(n, 1024),)](self.weight, grad, self.exp_avg, out, n, float(self.lr),
                                             float(1.0 - self.lr * self.weight_decay), 0.9, 0.99,
                                             BLOCK=1024)
        return out
