# probes: red team 41: one-pass variance, no eps in a LayerNorm after a slice sum; hoped the reference's float32 torch.zeros accumulator (+= of float64) would break its float64 twin: in-place ops cast same-kind, the twin runs (in float32 for acc), refused
# reference: ref_rt41_loopacc.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sum_ln_kernel(x_ptr, out_ptr, K, D, BLOCK_D: tl.constexpr):
    r = tl.program_id(0)
    cols = tl.arange(0, BLOCK_D)
    m = cols < D
    acc = tl.zeros([BLOCK_D], dtype=tl.float32)
    for k in range(0, K):
        acc += tl.load(x_ptr + (r * K + k) * D + cols, mask=m, other=0.0)
    mean = tl.sum(acc, axis=0) / D
    var = tl.sum(acc * acc, axis=0) / D - mean * mean
    tl.store(out_ptr + r * D + cols, (acc - mean) / tl.sqrt(var), mask=m)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.d = d

    def forward(self, x):
        x = x.contiguous()
        b, k, d = x.shape
        out = torch.empty(b, d, device=x.device, dtype=x.dtype)
        sum_ln_kernel[(b,)](x, out, k, d, BLOCK_D=triton.next_power_of_2(d))
        return out
