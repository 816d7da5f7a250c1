# probes: honest twin of adv_rt67_gblur_1: the tap loop runs over the call's radius (a runtime loop bound)
# reference: ref_rt67_gblur.py
# expect: ok
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gblur_kernel(x_ptr, o_ptr, T, r, inv_sigma, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    t = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    tm = t < T
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    wsum = 0.0
    for jj in range(0, 2 * r + 1):
        j = jj - r
        z = j * inv_sigma
        w = tl.exp(-0.5 * z * z)
        wsum += w
        src = t + j
        m = tm & (src >= 0) & (src < T)
        acc += w * tl.load(x_ptr + row * T + src, mask=m, other=0.0)
    tl.store(o_ptr + row * T + t, acc / wsum, mask=tm)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, sigma):
        x = x.contiguous()
        T = x.shape[-1]
        r = int(math.ceil(3.0 * sigma))
        out = torch.empty_like(x)
        gblur_kernel[(x.numel() // T, triton.cdiv(T, 128))](x, out, T, r, 1.0 / sigma, BLOCK=128)
        return out
