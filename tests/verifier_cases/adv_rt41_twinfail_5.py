# probes: red team 41: blur WITHOUT the clamp; the reference conv2d takes a module-level float32 constant filter, so its float64 twin raises (not fixed by a default-dtype switch alone)
# reference: ref_rt41_blurglobal.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def blur_kernel(x_ptr, out_ptr, H, W, CLAMP: tl.constexpr, BH: tl.constexpr, BW: tl.constexpr):
    p = tl.program_id(0)
    r = tl.arange(0, BH)[:, None]
    c = tl.arange(0, BW)[None, :]
    base = x_ptr + p * H * W
    acc = tl.zeros([BH, BW], dtype=tl.float32)
    for dy in tl.static_range(3):
        for dx in tl.static_range(3):
            rr = r + dy - 1
            cc = c + dx - 1
            m = (rr >= 0) & (rr < H) & (cc >= 0) & (cc < W)
            wgt = (2 - (dy - 1) * (dy - 1)) * (2 - (dx - 1) * (dx - 1)) / 16.0
            acc += wgt * tl.load(base + rr * W + cc, mask=m, other=0.0)
    if CLAMP:
        acc = tl.minimum(tl.maximum(acc, 0.0), 1.0)
    tl.store(out_ptr + p * H * W + r * W + c, acc, mask=(r < H) & (c < W))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        n, ch, h, w = x.shape
        out = torch.empty_like(x)
        blur_kernel[(n * ch,)](x, out, h, w, CLAMP=False, BH=triton.next_power_of_2(h),
                               BW=triton.next_power_of_2(w))
        return out
