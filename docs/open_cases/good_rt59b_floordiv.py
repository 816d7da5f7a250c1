# probes: red team 59b: honest twin of adv_rt59b_floordiv_1: the exact floor division torch uses (aten div_floor_floating): mod = fmod(x, b) (Triton float %), div = (x - mod) / b, minus one where mod and b differ in sign, then floor with a round-up of a .5+ remainder
# reference: ref_rt59b_floordiv.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def floordiv_kernel(x_ptr, out_ptr, n, b, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    mod = x % b
    div = (x - mod) / b
    div = tl.where((mod != 0.0) & ((b < 0.0) != (mod < 0.0)), div - 1.0, div)
    fl = tl.floor(div)
    fl = tl.where(div - fl > 0.5, fl + 1.0, fl)
    q = tl.where(div == 0.0, 0.0 * (x / b), fl)
    tl.store(out_ptr + offs, q, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, voxel_size):
        super().__init__()
        self.voxel_size = voxel_size

    def forward(self, points):
        points = points.contiguous()
        out = torch.empty_like(points)
        n = points.numel()
        floordiv_kernel[(triton.cdiv(n, 1024),)](points, out, n, self.voxel_size, BLOCK=1024)
        return out
