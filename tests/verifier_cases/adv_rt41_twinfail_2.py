# probes: red team 41: LayerNorm with a ONE-PASS variance and NO eps; the reference's matmul takes a tril(torch.ones) made in forward (float32), so its float64 twin raises (mm of Double and Float) and every range trial is redrawn as written
# reference: ref_rt41_loopln.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cumsum_ln_kernel(x_ptr, out_ptr, T, D, BLOCK_D: tl.constexpr):
    b = tl.program_id(0)
    cols = tl.arange(0, BLOCK_D)
    m = cols < D
    acc = tl.zeros([BLOCK_D], dtype=tl.float32)
    for t in range(0, T):
        acc += tl.load(x_ptr + (b * T + t) * D + cols, mask=m, other=0.0)
        mean = tl.sum(acc, axis=0) / D
        var = tl.sum(acc * acc, axis=0) / D - mean * mean
        tl.store(out_ptr + (b * T + t) * D + cols, (acc - mean) / tl.sqrt(var), mask=m)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.d = d

    def forward(self, x):
        x = x.contiguous()
        b, t, d = x.shape
        out = torch.empty_like(x)
        cumsum_ln_kernel[(b,)](x, out, t, d, BLOCK_D=triton.next_power_of_2(d))
        return out
