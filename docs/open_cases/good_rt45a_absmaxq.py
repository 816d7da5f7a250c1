# probes: honest twin: per-row absmax fake quantisation, round half to EVEN as torch.round (floor(v + 0.5), then one down where v sat exactly on a half and the result is odd)
# reference: ref_rt45a_absmaxq.py
# expect: ok
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
    tie = (r - v) == 0.5
    odd = (r - 2.0 * tl.floor(r * 0.5)) != 0.0
    r = tl.where(tie & odd, r - 1.0, r)
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
