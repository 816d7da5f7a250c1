# probes: correct (red team 53a, twin of adv_rt53a_segsum_1): one program per segment, every row whose id equals the segment's added (no order assumed)
# reference: ref_rt53a_segsum.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def segsum_kernel(x_ptr, seg_ptr, out_ptr, N, D, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr):
    s = tl.program_id(0)
    rows = tl.arange(0, BLOCK_N)
    cols = tl.arange(0, BLOCK_D)
    rm = rows < N
    cm = cols < D
    seg = tl.load(seg_ptr + rows, mask=rm, other=-1)
    hit = (seg == s) & rm
    x = tl.load(x_ptr + rows[:, None] * D + cols[None, :], mask=hit[:, None] & cm[None, :], other=0.0)
    acc = tl.sum(x, axis=0)
    tl.store(out_ptr + s * D + cols, acc, mask=cm)


class ModelNew(nn.Module):
    def __init__(self, num_segments):
        super().__init__()
        self.num_segments = num_segments

    def forward(self, x, seg):
        x = x.contiguous()
        seg = seg.contiguous()
        N, D = x.shape
        out = torch.empty(self.num_segments, D, dtype=x.dtype, device=x.device)
        segsum_kernel[(self.num_segments,)](x, seg, out, N, D, BLOCK_N=triton.next_power_of_2(N), BLOCK_D=triton.next_power_of_2(D))
        return out
