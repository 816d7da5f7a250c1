# probes: cosine rate read from a 65536-step table a kernel fills in __init__, the float count clamped into it: wrong past the table (a loaded checkpoint). Tests whether the _state_response slack on a jumped float counter (2 eps x count in the cosine argument) hides it [refused: jumps land at ~1e4-1e6, the slack stays ~1e-4 relative] [OPEN: accepted at the CI run's key of 2026-12-08 (refused at 01 and 5e; the other keys not run): a count clamped into a table past the reach of the keyed jump at that key]
# reference: ref_rt78_cosfloat8.py
# expect: mismatch
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl

TABLE = 65536


@triton.jit
def fill_kernel(tab_ptr, lr, eta_min, T, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    s = offs.to(tl.float32)
    rate = eta_min + (lr - eta_min) * 0.5 * (1.0 + tl.cos(3.141592653589793 * s / T))
    tl.store(tab_ptr + offs, rate)


@triton.jit
def tab_step_kernel(g_ptr, step_ptr, tab_ptr, out_ptr, n, TAB: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    s = tl.load(step_ptr) + 1.0
    if pid == 0:
        tl.store(step_ptr, s)
    idx = tl.minimum(tl.maximum(s, 0.0), TAB - 1.0).to(tl.int32)
    rate = tl.load(tab_ptr + idx)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    g = tl.load(g_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, -rate * g, mask=m)


class ModelNew(nn.Module):
    def __init__(self, lr, T, eta_min):
        super().__init__()
        self.lr = lr
        self.T = T
        self.eta_min = eta_min
        self.register_buffer("step", torch.zeros(1))
        self.register_buffer("table", torch.empty(TABLE))
        fill_kernel[(TABLE // 1024,)](self.table, lr, eta_min, float(T), BLOCK=1024)

    def forward(self, grad):
        grad = grad.contiguous()
        out = torch.empty_like(grad)
        n = grad.numel()
        tab_step_kernel[(1,)](grad, self.step, self.table, out, n, TAB=TABLE, BLOCK=triton.next_power_of_2(n))
        return out
