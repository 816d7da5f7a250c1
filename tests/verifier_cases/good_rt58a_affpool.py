# probes: red team 58a: honest twin of adv_rt58a_affpool_1: the affine applied to each of the four window elements, then the max (any sign of scale)
# reference: ref_rt58a_affpool.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def affpool_kernel(x_ptr, s_ptr, b_ptr, snap_ptr, o_ptr, C, H, W, OH, OW,
                   FIRST: tl.constexpr, BLOCK_C: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    c = row % C
    cs = tl.arange(0, BLOCK_C)
    cm = cs < C
    s_all = tl.load(s_ptr + cs, mask=cm, other=0.0)

    s = tl.load(s_ptr + c)
    b = tl.load(b_ptr + c)
    offs = tl.arange(0, BLOCK)
    m = offs < OH * OW
    oh = offs // OW
    ow = offs % OW
    base = x_ptr + row * H * W + (2 * oh) * W + 2 * ow
    x00 = tl.load(base, mask=m, other=0.0)
    x01 = tl.load(base + 1, mask=m, other=0.0)
    x10 = tl.load(base + W, mask=m, other=0.0)
    x11 = tl.load(base + W + 1, mask=m, other=0.0)
    y = tl.maximum(tl.maximum(x00 * s + b, x01 * s + b), tl.maximum(x10 * s + b, x11 * s + b))
    tl.store(o_ptr + row * OH * OW + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(channels))
        self.shift = nn.Parameter(torch.zeros(channels))

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        OH, OW = H // 2, W // 2
        out = torch.empty((N, C, OH, OW), dtype=x.dtype, device=x.device)
        affpool_kernel[(N * C,)](x, self.scale, self.shift, self.scale, out, C, H, W, OH, OW,
                                 FIRST=True, BLOCK_C=triton.next_power_of_2(C),
                                 BLOCK=triton.next_power_of_2(OH * OW))
        return out
