# probes: OPEN: red team 59b: float floor division as floor(x / b): torch.div(..., rounding_mode="floor") (and //) is exact, (x - fmod(x, b)) / b, so wherever x is a multiple of b up to rounding the quotient x / b rounds UP to the next integer and floor(x / b) lands one bin too high: 1.0 // 0.1 = 9 in torch (0.1f > 0.1), floor(1.0 / 0.1f) = 10; on points of a 0.1 grid half the coordinates get another voxel, on integer coordinates 999 in 1000. No trial draws such an input: every float is a continuous random draw (0 disagreements in 2^20 randn pairs), scaled and shifted, and the zero sets give only 0 (the constructor divisor moves by decades, never to one the data is a multiple of); open: no trial draws grid-valued floats (exact multiples of a divisor, halves), where floor division's exactness and round-half-to-even show
# reference: ref_rt59b_floordiv.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def floordiv_kernel(x_ptr, out_ptr, n, b, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    q = tl.floor(x / b)
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
