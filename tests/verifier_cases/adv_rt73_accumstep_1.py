# probes: red team 73: the warmup factor (step + 1) / warmup without its min(1, .); the optimizer-step count moves once per 4 calls, so the three forwards sandbox._forward_changes runs (CALL_MODES) never see it change: it is not a counter, never jumped nor aimed (only the micro-batch count is), and stays at 0..~4 through the trials [closed: where a model counts its calls and some int of it has not moved in those three forwards, the throwaway build is called up to sandbox.SLOW_CALLS (17) times in all, so a count that moves once in up to 8 calls is a counter too: refused at 7 of 7 keys]
# reference: ref_rt73_accumstep.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sgd_kernel(p_ptr, g_ptr, o_ptr, n, step, lr, inv_warmup, inv_accum, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    p = tl.load(p_ptr + offs, mask=m, other=0.0)
    g = tl.load(g_ptr + offs, mask=m, other=0.0)
    f = (step + 1) * inv_warmup
    tl.store(o_ptr + offs, p - ((lr * f) * inv_accum) * g, mask=m)


class ModelNew(nn.Module):
    def __init__(self, lr, warmup, accum):
        super().__init__()
        self.lr = lr
        self.warmup = warmup
        self.accum = accum
        self.micro = 0
        self.step = 0

    def forward(self, param, grad):
        self.micro += 1
        if self.micro % self.accum == 0:
            self.step += 1
        param = param.contiguous()
        grad = grad.contiguous()
        out = torch.empty_like(param)
        n = param.numel()
        sgd_kernel[(triton.cdiv(n, 1024),)](param, grad, out, n, self.step, self.lr,
                                            1.0 / self.warmup, 1.0 / self.accum, BLOCK=1024)
        return out
