# probes: red team 73: the warmup ramp written with integer division, step // warm (lr 0 all through the warmup); warm = int(ratio * total) is computed in forward, not a setting, so no aim (sandbox._aim_values: settings - 1, within the smallest and largest setting, total_steps here) lands inside it, and at steps 1..~15 the update lr * step / warm * grad is under the tolerance [closed: a small float whose term does not show as written goes up 3-30x, not down its decades as an eps does (sandbox._moved_init, faint): refused at 7 of 7 keys]
# reference: ref_rt73_warmratio.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sgd_kernel(p_ptr, g_ptr, o_ptr, n, lr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    p = tl.load(p_ptr + offs, mask=m, other=0.0)
    g = tl.load(g_ptr + offs, mask=m, other=0.0)
    tl.store(o_ptr + offs, p - lr * g, mask=m)


class ModelNew(nn.Module):
    def __init__(self, lr, warmup_ratio, total_steps):
        super().__init__()
        self.lr = lr
        self.warmup_ratio = warmup_ratio
        self.total_steps = total_steps
        self.step = 0

    def forward(self, param, grad):
        self.step += 1
        warm = max(1, int(self.warmup_ratio * self.total_steps))
        if self.step < warm:
            f = self.step // warm
        else:
            f = max(0.0, (self.total_steps - self.step) / max(1, self.total_steps - warm))
        param = param.contiguous()
        grad = grad.contiguous()
        out = torch.empty_like(param)
        n = param.numel()
        sgd_kernel[(triton.cdiv(n, 1024),)](param, grad, out, n, self.lr * f, BLOCK=1024)
        return out
