# probes: red team 75 (false refusal): an honest SGD step kernel under the Noam rate factor x d^-0.5 x min(s^-0.5, s x warmup^-1.5), its step count on self; the reference counts steps in a plain helper object (NoamSchedule.step_num), which the put-back after a discarded attempt (sandbox._containers: modules, plain dicts/lists/deques, exact torch.optim optimisers) does not walk, so the reference's rate runs ahead by every discarded attempt (refused 7 of 7; accepted 2 of 2 with the counter on the module, scratch_ref_noammod.py) [closed: the put-back after a discarded attempt walks objects of the reference's own classes (sandbox._enters): accepted at 7 of 7 keys]
# reference: ref_rt75_noamobj.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sgd_kernel(w_ptr, g_ptr, o_ptr, n, lr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    w = tl.load(w_ptr + offs, mask=mask, other=0.0)
    g = tl.load(g_ptr + offs, mask=mask, other=0.0)
    w = w - lr * g
    tl.store(w_ptr + offs, w, mask=mask)
    tl.store(o_ptr + offs, w, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, d_model, warmup, factor):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.d_model = d_model
        self.warmup = warmup
        self.factor = factor
        self.step_num = 0

    def forward(self, grad):
        grad = grad.contiguous()
        self.step_num += 1
        s = self.step_num
        lr = self.factor * self.d_model ** -0.5 * min(s ** -0.5, s * self.warmup ** -1.5)
        out = torch.empty_like(grad)
        n = grad.numel()
        sgd_kernel[(triton.cdiv(n, 1024),)](self.weight, grad, out, n, float(lr), BLOCK=1024)
        return out
