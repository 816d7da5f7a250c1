# probes: MultiStepLR that applies only the first two milestones (the third decay, at 80k, is dropped: lr 10x too large for the last 20% of training). The step is a Python int in a dict attribute, which sandbox._module_numbers never reads: no jump, no aim, the trials see steps 0 to ~20 only. The same model with self.step = 0 on the module refuses it (its far jump passes every milestone). [red team 72, accepted at 6-7 of 7 keys; closed: Python numbers one level down in a plain dict attribute are restored, jumped and aimed (sandbox._module_numbers): refused at 7 of 7]
# reference: ref_rt72_dictms.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit(do_not_specialize=["step"])
def ms_step(p_ptr, g_ptr, out_ptr, step, N, lr, gamma, m1, m2, m3, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    cur = lr * tl.where(step >= m1, gamma, 1.0) * tl.where(step >= m2, gamma, 1.0)
    p = tl.load(p_ptr + offs, mask=m)
    g = tl.load(g_ptr + offs, mask=m)
    tl.store(out_ptr + offs, p - cur * g, mask=m)


class ModelNew(nn.Module):
    def __init__(self, lr=0.1, gamma=0.1, milestones=(30000, 60000, 80000)):
        super().__init__()
        self.lr, self.gamma, self.milestones = lr, gamma, milestones
        self.state = {"step": 0}

    def forward(self, param, grad):
        p = param.contiguous()
        g = grad.contiguous()
        out = torch.empty_like(p)
        n = p.numel()
        s = self.state["step"]
        m1, m2, m3 = self.milestones
        ms_step[(triton.cdiv(n, 1024),)](p, g, out, s, n, self.lr, self.gamma, m1, m2, m3, BLOCK=1024)
        self.state["step"] = s + 1
        return out
