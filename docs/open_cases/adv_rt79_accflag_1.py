# probes: red team 79 (cheat): an SGD step under gradient accumulation (a Python count of micro-batches, an int64 step buffer moved once per 4 calls) whose warmup lr * s / warmup lacks its min(1, .); the step tensor holds 0s and 1s through the probe forwards, so it is taken for a flag: never aimed at warmup and jumped by [1, 1000) only [OPEN at 5 of 7 keys: a slow tensor count looks like a flag; fix idea: SLOW_CALLS for tensors too, and an integer count seen to move jumped at its level]
# reference: ref_rt79_accflag.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def acc_kernel(w_ptr, a_ptr, g_ptr, s_ptr, out_ptr, n, lr, warmup, accum, DO: tl.constexpr,
               BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    w = tl.load(w_ptr + offs, mask=m, other=0.0)
    a = tl.load(a_ptr + offs, mask=m, other=0.0)
    g = tl.load(g_ptr + offs, mask=m, other=0.0)
    a = a + g
    if DO:
        s = (tl.load(s_ptr) + 1).to(tl.float32)
        rate = lr * (s / warmup)
        w = w - rate * (a / accum)
        a = tl.zeros_like(a)
        tl.store(w_ptr + offs, w, mask=m)
    tl.store(a_ptr + offs, a, mask=m)
    tl.store(out_ptr + offs, w, mask=m)


@triton.jit
def count_kernel(s_ptr):
    tl.store(s_ptr, tl.load(s_ptr) + 1)


class ModelNew(nn.Module):
    def __init__(self, lr, accum, warmup):
        super().__init__()
        self.lr = lr
        self.accum = accum
        self.warmup = warmup
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.register_buffer("acc", torch.zeros(64, 128))
        self.register_buffer("step", torch.zeros((), dtype=torch.long))
        self.micro = 0

    def forward(self, grad):
        grad = grad.contiguous()
        out = torch.empty_like(self.weight)
        n = self.weight.numel()
        self.micro += 1
        do = self.micro % self.accum == 0
        with torch.no_grad():
            acc_kernel[(triton.cdiv(n, 1024),)](self.weight, self.acc, grad, self.step, out, n,
                                                self.lr, float(self.warmup), float(self.accum),
                                                DO=do, BLOCK=1024)
            if do:
                count_kernel[(1,)](self.step)
        return out
