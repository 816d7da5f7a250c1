# probes: red team 73 (false refusal): an honest warmup SGD step whose count, like the reference's, sits two dict levels down in torch.optim's state layout (the reference's is a defaultdict(dict)); sandbox._module_numbers reads only plain dicts one level down, so _restorer never puts the reference's count back after the attempts a trial discards, and the reference runs ahead of the candidate [a false refusal at 7 of 7 keys; accepted at 7 of 7 since a discarded attempt puts back what the model's plain dicts hold, two levels down and more (sandbox._containers)]
# reference: ref_rt73_ddwarm.py
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
        self.state = {"param": {"step": 0}}

    def forward(self, param, grad):
        st = self.state["param"]
        st["step"] = st["step"] + 1
        param = param.contiguous()
        grad = grad.contiguous()
        out = torch.empty_like(param)
        n = param.numel()
        sgd_kernel[(triton.cdiv(n, 1024),)](param, grad, out, n, st["step"], self.lr,
                                            1.0 / self.warmup, BLOCK=1024)
        return out
