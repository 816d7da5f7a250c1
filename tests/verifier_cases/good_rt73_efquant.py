# probes: red team 73: an honest fused error-feedback quantiser (row absmax, round, dequantise, residual) storing both halves of the stacked output [a regression case for round 72's packed outputs: accepted at 7 of 7 keys]
# reference: ref_rt73_efquant.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def efq_kernel(g_ptr, o_ptr, M, N, BLOCK_N: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_N)
    m = cols < N
    g = tl.load(g_ptr + row * N + cols, mask=m, other=0.0)
    amax = tl.max(tl.abs(g), axis=0)
    scale = tl.maximum(amax, 1e-12) / 127.0
    v = g / scale
    r = tl.floor(v + 0.5)
    tie = (r - v) == 0.5
    odd = (r - 2.0 * tl.floor(r * 0.5)) != 0.0
    r = tl.where(tie & odd, r - 1.0, r)
    q = tl.minimum(tl.maximum(r, -127.0), 127.0)
    deq = q * scale
    tl.store(o_ptr + row * N + cols, deq, mask=m)
    tl.store(o_ptr + M * N + row * N + cols, g - deq, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, g):
        g = g.contiguous()
        M, N = g.shape
        out = torch.empty((2, M, N), device=g.device, dtype=g.dtype)
        efq_kernel[(M,)](g, out, M, N, BLOCK_N=triton.next_power_of_2(N))
        return out
