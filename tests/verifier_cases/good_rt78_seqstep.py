# probes: red team 78 (false refusal): the honest closed-form rate of ref_rt78_seqstep from self.last_epoch, as CANDIDATE_RULES asks; refused at 7 of 7 keys while SequentialLR was left as it was after a jump [accepted: sandbox._rates]
# reference: ref_rt78_seqstep.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sgd_kernel(w_ptr, g_ptr, out_ptr, n, lr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    w = tl.load(w_ptr + offs, mask=m, other=0.0)
    g = tl.load(g_ptr + offs, mask=m, other=0.0)
    w = w - lr * g
    tl.store(w_ptr + offs, w, mask=m)
    tl.store(out_ptr + offs, w, mask=m)


class ModelNew(nn.Module):
    def __init__(self, lr, W, S):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.base = lr
        self.W = W
        self.S = S
        self.last_epoch = 0

    def rate(self, e):
        if e < self.W:
            return self.base * (0.1 + 0.9 * e / self.W)
        return self.base * 0.1 ** ((e - self.W) // self.S)

    def forward(self, grad):
        grad = grad.contiguous()
        out = torch.empty_like(self.weight)
        n = self.weight.numel()
        lr = self.rate(self.last_epoch)
        with torch.no_grad():
            sgd_kernel[(triton.cdiv(n, 1024),)](self.weight, grad, out, n, lr, BLOCK=1024)
        self.last_epoch += 1
        return out
