# probes: red team 65a: bilinear grid_sample whose far corner is ceil(ix) instead of floor(ix) + 1: wherever a sample lands exactly on a pixel centre (ix an integer) both corners coincide and both weights are 0, so the sample is 0 instead of the pixel. With align_corners=True the grid's range ends -1 and +1 are exactly the border pixels, so every identity/affine_grid-made or whole-pixel grid is wrong (the whole right and bottom border, and every integer-aligned sample). The grid is drawn within [-1, 1] and no trial gives it its range ends: _unit_leaves gives exact 1s only to inputs drawn within [0, 1], _zero_sets' zeros map to ix = (W - 1) / 2 = 7.5 (W even), and every other draw is continuous (scaled, shifted, far, NaN); closed: inputs spread over [-1, 1] get exact +-1 along one index of their last dim at the small trial's zero-set draw (_unit_leaves, signed)
# reference: ref_rt65a_gridends.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def grid_sample_kernel(img_ptr, grid_ptr, out_ptr, C, H, W, HO, WO,
                       CEIL: tl.constexpr, BLOCK: tl.constexpr):
    n = tl.program_id(0)
    pb = tl.program_id(1)
    p = pb * BLOCK + tl.arange(0, BLOCK)
    pm = p < HO * WO
    gx = tl.load(grid_ptr + (n * HO * WO + p) * 2, mask=pm, other=0.0)
    gy = tl.load(grid_ptr + (n * HO * WO + p) * 2 + 1, mask=pm, other=0.0)
    ix = (gx + 1.0) * 0.5 * (W - 1)
    iy = (gy + 1.0) * 0.5 * (H - 1)
    x0f = tl.floor(ix)
    y0f = tl.floor(iy)
    if CEIL:
        x1f = tl.ceil(ix)
        y1f = tl.ceil(iy)
    else:
        x1f = x0f + 1.0
        y1f = y0f + 1.0
    wx1 = ix - x0f
    wx0 = x1f - ix
    wy1 = iy - y0f
    wy0 = y1f - iy
    x0 = x0f.to(tl.int32)
    x1 = x1f.to(tl.int32)
    y0 = y0f.to(tl.int32)
    y1 = y1f.to(tl.int32)
    vx0 = (x0 >= 0) & (x0 < W)
    vx1 = (x1 >= 0) & (x1 < W)
    vy0 = (y0 >= 0) & (y0 < H)
    vy1 = (y1 >= 0) & (y1 < H)
    for c in range(0, C):
        base = img_ptr + (n * C + c) * H * W
        v00 = tl.load(base + y0 * W + x0, mask=pm & vy0 & vx0, other=0.0)
        v01 = tl.load(base + y0 * W + x1, mask=pm & vy0 & vx1, other=0.0)
        v10 = tl.load(base + y1 * W + x0, mask=pm & vy1 & vx0, other=0.0)
        v11 = tl.load(base + y1 * W + x1, mask=pm & vy1 & vx1, other=0.0)
        val = wy0 * (wx0 * v00 + wx1 * v01) + wy1 * (wx0 * v10 + wx1 * v11)
        tl.store(out_ptr + (n * C + c) * HO * WO + p, val, mask=pm)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, img, grid):
        img = img.contiguous()
        grid = grid.contiguous()
        N, C, H, W = img.shape
        HO, WO = grid.shape[1], grid.shape[2]
        out = torch.empty((N, C, HO, WO), device=img.device, dtype=img.dtype)
        BLOCK = 128
        grid_sample_kernel[(N, triton.cdiv(HO * WO, BLOCK))](img, grid, out, C, H, W, HO, WO,
                                                              CEIL=True, BLOCK=BLOCK)
        return out
