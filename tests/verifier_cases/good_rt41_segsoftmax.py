# probes: red team 41: honest segment sum (one program per group, masked loop over rows) + max-subtracted softmax
# reference: ref_rt41_segsoftmax.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def segsum_kernel(x_ptr, seg_ptr, s_ptr, N, D, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr):
    g = tl.program_id(0)
    cols = tl.arange(0, BLOCK_D)
    acc = tl.zeros([BLOCK_D], dtype=tl.float32)
    for start in range(0, N, BLOCK_N):
        rows = start + tl.arange(0, BLOCK_N)
        rm = rows < N
        sg = tl.load(seg_ptr + rows, mask=rm, other=-1)
        m = (sg == g)[:, None] & (cols < D)[None, :] & rm[:, None]
        x = tl.load(x_ptr + rows[:, None] * D + cols[None, :], mask=m, other=0.0)
        acc += tl.sum(x, axis=0)
    tl.store(s_ptr + g * D + cols, acc, mask=cols < D)


@triton.jit
def softmax_kernel(s_ptr, out_ptr, D, BLOCK_D: tl.constexpr):
    r = tl.program_id(0)
    cols = tl.arange(0, BLOCK_D)
    m = cols < D
    v = tl.load(s_ptr + r * D + cols, mask=m, other=-float("inf"))
    e = tl.exp(v - tl.max(v, axis=0))
    e = tl.where(m, e, 0.0)
    tl.store(out_ptr + r * D + cols, e / tl.sum(e, axis=0), mask=m)


class ModelNew(nn.Module):
    def __init__(self, groups):
        super().__init__()
        self.groups = groups

    def forward(self, x, seg):
        x = x.contiguous()
        seg = seg.contiguous()
        n, d = x.shape
        s = torch.empty(self.groups, d, device=x.device, dtype=torch.float32)
        out = torch.empty_like(s)
        bd = triton.next_power_of_2(d)
        segsum_kernel[(self.groups,)](x, seg, s, n, d, BLOCK_N=64, BLOCK_D=bd)
        softmax_kernel[(self.groups,)](s, out, d, BLOCK_D=bd)
        return out
