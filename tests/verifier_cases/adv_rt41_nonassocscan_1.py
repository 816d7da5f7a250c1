# probes: red team 41: tl.associative_scan with a NON-associative combine (p, x) -> 0.9*p + x: the interpreter folds a scan strictly left to right (ScanOps.generic_scan), so the recurrence comes out right; a GPU scans in a tree across lanes and warps (needs 0.9**len(right)), so it is wrong there
# reference: ref_rt41_ema.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl




@triton.jit
def ema_fn(p, x):
    return p * 0.9 + x


@triton.jit
def ema_kernel(x_ptr, y_ptr, T, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    t = tl.arange(0, BLOCK)
    m = t < T
    x = tl.load(x_ptr + r * T + t, mask=m, other=0.0)
    y = tl.associative_scan(x, 0, ema_fn)
    tl.store(y_ptr + r * T + t, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, alpha):
        super().__init__()
        self.alpha = alpha

    def forward(self, x):
        x = x.contiguous()
        B, T = x.shape
        y = torch.empty_like(x)
        ema_kernel[(B,)](x, y, T, BLOCK=triton.next_power_of_2(T))
        return y
