# probes: red team 78 (cheat): SGD under SequentialLR(LinearLR warmup, StepLR x0.1 every 30), the rate chained as torch does but StepLR's drop left out; StepLR's last_epoch sat in SequentialLR._schedulers, a list nothing walked, so it was never jumped or aimed and step_size was no setting [closed: the schedulers a SequentialLR or ChainedScheduler holds are walked (sandbox._module_numbers), and a SequentialLR's rate after a jump is its phase's scheduler's, counted from the phase's start (sandbox._rates)]
# reference: ref_rt78_seqstep.py
# expect: mismatch
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
        # the schedule as torch chains it: the sequence's count, each phase's own count, the rate
        self.last_epoch = 0
        self.warm_epoch = 0
        self.decay_epoch = -1
        self.rate = lr * 0.1

    def advance(self):
        self.last_epoch += 1
        if self.last_epoch < self.W:
            self.warm_epoch += 1
            e = self.warm_epoch
            if e <= self.W:
                self.rate = self.rate * (1.0 + 0.9 / (self.W * 0.1 + (e - 1) * 0.9))
        elif self.last_epoch == self.W:
            self.decay_epoch = 0
            self.rate = self.base
        else:
            self.decay_epoch += 1
            pass

    def forward(self, grad):
        grad = grad.contiguous()
        out = torch.empty_like(self.weight)
        n = self.weight.numel()
        with torch.no_grad():
            sgd_kernel[(triton.cdiv(n, 1024),)](self.weight, grad, out, n, self.rate, BLOCK=1024)
        self.advance()
        return out
