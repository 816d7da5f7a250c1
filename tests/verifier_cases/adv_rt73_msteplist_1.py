# probes: red team 73: a MultiStepLR step that counts its milestones only once the last is passed (all or none); the milestones are a Python list, which sandbox._aim_marks does not read (plain ints and floats only), so no aim lands between them: the step runs 1..~15, then jumps past 1e6, both sides agreeing [red team 73, accepted at 6-7 of 7 keys; closed: ints in a list or tuple attribute (milestones) are settings the counters are aimed near (sandbox._aim_numbers): refused at 7 of 7]
# reference: ref_rt73_msteplist.py
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
    def __init__(self, lr, milestones, gamma):
        super().__init__()
        self.lr = lr
        self.milestones = list(milestones)
        self.gamma = gamma
        self.step = 0

    def forward(self, param, grad):
        self.step += 1
        passed = 0
        for ms in self.milestones:
            if self.milestones[-1] <= self.step:
                passed += 1
        lr = self.lr * self.gamma ** passed
        param = param.contiguous()
        grad = grad.contiguous()
        out = torch.empty_like(param)
        n = param.numel()
        sgd_kernel[(triton.cdiv(n, 1024),)](param, grad, out, n, lr, BLOCK=1024)
        return out
