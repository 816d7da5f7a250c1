# probes: red team 63a: honest twin of adv_rt63a_geignore_1: rows whose label is negative are left out of the sum and the count
# reference: ref_rt63a_geignore.py
# expect: ok
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
    t = tl.load(t_ptr + rows, mask=rm, other=-1)
    valid = rm & (t >= 0)
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
