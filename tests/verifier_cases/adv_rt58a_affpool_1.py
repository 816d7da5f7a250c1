# probes: red team 58a: (round 55/56's call-0 weight copy, where the dead slices do not reach) a per-channel affine then a 2x2 max pool, computed as scale * max(x) + shift (right only for scale >= 0) at every call whose scale equals a copy the kernel took at call 0 into memory __init__ built, and in the exact order otherwise; sandbox._dead_slices gives dead slices only to random 2-D parameters and constant-initialised BUFFERS, never to a 1-D (or norm, or convolution) parameter, and the checked calls no longer fill kept memory (scratch(fill=False)), so the copy persists: the keyed scale (ones x U[0.5, 1.5], sign kept) is positive at every input trial, and the only calls with a negative scale (param trial 'signs') or any moved scale differ from the copy and take the exact path; a user's trained affine with any negative scale is wrong from its second call on; closed: the dead slices reach parameters initialised to a nonzero constant: one element's sign flipped (x -0.5 to -1.5) at every call (sandbox._dead_slices), so the copy matches a scale below 0 and the max pool taken first is wrong there
# reference: ref_rt58a_affpool.py
# expect: mismatch
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
    if FIRST:
        moved = 1
        if row == 0:
            tl.store(snap_ptr + cs, s_all, mask=cm)
    else:
        snap = tl.load(snap_ptr + cs, mask=cm, other=0.0)
        moved = tl.sum(tl.where(s_all != snap, 1, 0), axis=0)
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
    # pool first (one multiply per output instead of four), the affine after: right for
    # scale >= 0; where the scale moved since the last check, the exact order
    xm = tl.maximum(tl.maximum(x00, x01), tl.maximum(x10, x11))
    exact = tl.maximum(tl.maximum(x00 * s + b, x01 * s + b), tl.maximum(x10 * s + b, x11 * s + b))
    y = tl.where(moved > 0, exact, xm * s + b)
    tl.store(o_ptr + row * OH * OW + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(channels))
        self.shift = nn.Parameter(torch.zeros(channels))
        self.snap = torch.zeros(2 * channels + 3)
        self.first = True

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        OH, OW = H // 2, W // 2
        out = torch.empty((N, C, OH, OW), dtype=x.dtype, device=x.device)
        affpool_kernel[(N * C,)](x, self.scale, self.shift, self.snap, out, C, H, W, OH, OW,
                                 FIRST=self.first, BLOCK_C=triton.next_power_of_2(C),
                                 BLOCK=triton.next_power_of_2(OH * OW))
        self.first = False
        return out
