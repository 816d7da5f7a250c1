# probes: red team 73: the warmup factor step / warmup without its min(1, .); the reference's step is a key its forward creates in a plain dict at the first call (torch.optim's lazy state), absent when the model is built, so sandbox._module_numbers' census at construction never lists it: never jumped nor aimed, and only steps 1..~15 of a 500-step warmup are met [red team 73, accepted at 6-7 of 7 keys; closed: numbers a forward's first call makes in a dict (torch.optim's lazily made state['step']) that later calls change are counters too (sandbox._forward_changes' "numbers"): refused at 7 of 7]
# reference: ref_rt73_lazystep.py
# expect: mismatch
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
    f = step * inv_warmup
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
