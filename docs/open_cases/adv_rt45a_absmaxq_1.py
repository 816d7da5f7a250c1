# probes: OPEN: (red team 45a, accepted at 5 of 5 keys) fake quantisation that rounds half UP (floor(v + 0.5)) where torch.round rounds half to even: the trials' randn draws (and their scaled/shifted versions, x / s being scale-free) never put x / s exactly on a half, so the difference is never met; integer-valued or already-quantised inputs (x = 0.5 * s * odd) are off by one quantisation step in every tie
# reference: ref_rt45a_absmaxq.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def absmax_quant_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=0.0)
    s = tl.max(tl.abs(x), axis=0) / 127.0
    v = x / s
    r = tl.floor(v + 0.5)
    r = tl.minimum(tl.maximum(r, -127.0), 127.0)
    tl.store(out_ptr + row * N + offs, r * s, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        N = x.shape[-1]
        M = x.numel() // N
        out = torch.empty_like(x)
        absmax_quant_kernel[(M,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
