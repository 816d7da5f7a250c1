# probes: red team 73: honest twin of adv_rt73_lazystep_1 (the warmup factor clamped at 1), its step created lazily in a plain dict as the reference's
# reference: ref_rt73_lazystep.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sgd_kernel(p_ptr, g_ptr, o_ptr, n, step, lr, inv_warmup, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    p = tl.load(p_ptr + offs, mask=m, other=0.0)
    g = tl.load(g_ptr + offs, mask=m, other=0.0)
    f = tl.minimum(step * inv_warmup, 1.0)
    tl.store(o_ptr + offs, p - (lr * f) * g, mask=m)


class ModelNew(nn.Module):
    def __init__(self, lr, warmup):
        super().__init__()
        self.lr = lr
        self.warmup = warmup
        self.state = {}

    def forward(self, param, grad):
        self.state["step"] = self.state.get("step", 0) + 1
        param = param.contiguous()
        grad = grad.contiguous()
        out = torch.empty_like(param)
        n = param.numel()
        sgd_kernel[(triton.cdiv(n, 1024),)](param, grad, out, n, self.state["step"], self.lr,
                                            1.0 / self.warmup, BLOCK=1024)
        return out
