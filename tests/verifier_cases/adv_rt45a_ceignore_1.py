# probes: (red team 45a, accepted at 5 of 5 keys) cross-entropy that ignores ignore_index (as good_rt42_ce, accepted today): a target of -100 (the default padding label of every HF/PyTorch LM loss) is scored as lse - 0 and the mean divides by all rows. Integer inputs drawn by randint(0, C) never hold -100, and nothing moves them there; closed: cross-entropy's default ignore_index, -100, is a sentinel (sandbox._record_sentinels binds the call's defaults) and is written into integer inputs at the scaled trial too, where the softmaxes are not flat (_with_sentinels); good_rt24_xent and good_rt42_ce, kernels of the same kind, are now adv_rt24_xent_1 and adv_rt42_ce_1
# reference: ref_rt45a_ceignore.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ce_rows_kernel(x_ptr, t_ptr, part_ptr, M, C, BM: tl.constexpr, BC: tl.constexpr):
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
    xt = tl.sum(tl.where(cols[None, :] == t[:, None], x, 0.0), axis=1)
    loss = tl.where(rm, lse - xt, 0.0)
    tl.store(part_ptr + pid, tl.sum(loss, axis=0))


@triton.jit
def mean_kernel(part_ptr, out_ptr, P, M, BP: tl.constexpr):
    offs = tl.arange(0, BP)
    p = tl.load(part_ptr + offs, mask=offs < P, other=0.0)
    tl.store(out_ptr, tl.sum(p, axis=0) / M)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, predictions, targets):
        x = predictions.contiguous()
        M, C = x.shape
        BM = 64
        P = triton.cdiv(M, BM)
        part = torch.empty(P, device=x.device, dtype=torch.float32)
        ce_rows_kernel[(P,)](x, targets, part, M, C, BM=BM, BC=triton.next_power_of_2(C))
        out = torch.empty((), device=x.device, dtype=torch.float32)
        mean_kernel[(1,)](part, out, P, M, BP=triton.next_power_of_2(P))
        return out
