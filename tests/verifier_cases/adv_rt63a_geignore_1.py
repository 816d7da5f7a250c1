# probes: red team 63a: (accepted at 7 of 7 keys) sandbox._forward_changes records as sentinels only the ints an integer input is tested EQUAL or UNEQUAL to (aten.eq/ne); a reference that marks ignored labels by SIGN (valid = labels >= 0: -1-padded tags) records none, randint(0, C) labels are never negative and the edged draw writes only 0 and 1, so this loss scores every row (labels clamped) and divides by the row count; wrong for every batch with padded (-1) labels; closed: an integer tensor's comparisons with a number (<, <=, >, >=, as ==, !=) make the value across the boundary a sentinel (labels >= 0: -1; sandbox._forward_changes' 'compared'), and each sentinel of the pool has a place of its own in every edged tensor (_with_sentinels)
# reference: ref_rt63a_geignore.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ce_rows_kernel(x_ptr, t_ptr, part_ptr, cnt_ptr, M, C, BM: tl.constexpr, BC: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BM + tl.arange(0, BM)
    cols = tl.arange(0, BC)
    rm = rows < M
    m2 = rm[:, None] & (cols[None, :] < C)
    x = tl.load(x_ptr + rows[:, None] * C + cols[None, :], mask=m2, other=-float("inf"))
    mx = tl.max(x, axis=1)
    mx = tl.where(rm, mx, 0.0)
    e = tl.where(m2, tl.exp(x - mx[:, None]), 0.0)
    lse = mx + tl.log(tl.sum(e, axis=1))
    t = tl.load(t_ptr + rows, mask=rm, other=0)
    valid = rm
    xt = tl.sum(tl.where(cols[None, :] == t[:, None], x, 0.0), axis=1)
    loss = tl.where(valid, lse - xt, 0.0)
    tl.store(part_ptr + pid, tl.sum(loss, axis=0))
    tl.store(cnt_ptr + pid, tl.sum(valid.to(tl.float32), axis=0))


@triton.jit
def mean_kernel(part_ptr, cnt_ptr, out_ptr, P, BP: tl.constexpr):
    offs = tl.arange(0, BP)
    p = tl.load(part_ptr + offs, mask=offs < P, other=0.0)
    c = tl.load(cnt_ptr + offs, mask=offs < P, other=0.0)
    n = tl.maximum(tl.sum(c, axis=0), 1.0)
    tl.store(out_ptr, tl.sum(p, axis=0) / n)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, labels):
        x = logits.contiguous()
        M, C = x.shape
        BM = 64
        P = triton.cdiv(M, BM)
        part = torch.empty(P, device=x.device, dtype=torch.float32)
        cnt = torch.empty(P, device=x.device, dtype=torch.float32)
        ce_rows_kernel[(P,)](x, labels.contiguous(), part, cnt, M, C, BM=BM, BC=triton.next_power_of_2(C))
        out = torch.empty((), device=x.device, dtype=torch.float32)
        mean_kernel[(1,)](part, cnt, out, P, BP=triton.next_power_of_2(P))
        return out
