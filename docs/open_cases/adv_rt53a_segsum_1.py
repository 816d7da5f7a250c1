# probes: OPEN: (red team 53a, ACCEPTED at 5 of 5 keys) per-segment sum that assumes the segment ids are sorted (CSR-style): the segment's rows taken as the run [count(seg < s), count(seg <= s)), so any unsorted batch vector (rows of graphs interleaved, a shuffled ragged batch) pools the wrong rows. get_inputs draws the ids sorted, and the trials never change the structure of a random integer input (only fixed ones move, sandbox._move_ints): each draw is sorted again (second face of adv_rt53a_idxadd_1)
# reference: ref_rt53a_segsum.py
# expect: mismatch
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
    start = tl.sum(((seg < s) & rm).to(tl.int32), axis=0)
    end = tl.sum(((seg <= s) & rm).to(tl.int32), axis=0)
    hit = (rows >= start) & (rows < end)
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
