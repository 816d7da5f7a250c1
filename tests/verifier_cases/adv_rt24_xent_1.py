# probes: red team 24: honest cross-entropy with int64 targets: per-row loss kernel, then a mean kernel; since round 62 a refused kernel (it was kept as honest before): it scores a target of -100, cross-entropy's default ignore_index (the label every Hugging Face LM loss pads with), as a class, and the mean counts those rows; the sentinel draw now writes -100 at the scaled trial too, where the softmaxes are not flat (sandbox._with_sentinels, _record_sentinels' defaults)
# reference: ref_rt24_xent.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ce_row_kernel(x_ptr, t_ptr, loss_ptr, C, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * C + c, mask=c < C, other=float("-inf"))
    m = tl.max(x, axis=0)
    lse = tl.log(tl.sum(tl.exp(x - m), axis=0)) + m
    t = tl.load(t_ptr + row)
    xt = tl.sum(tl.where(c == t, x, 0.0), axis=0)
    tl.store(loss_ptr + row, lse - xt)


@triton.jit
def mean_kernel(l_ptr, out_ptr, N, BLOCK: tl.constexpr):
    i = tl.arange(0, BLOCK)
    v = tl.load(l_ptr + i, mask=i < N, other=0.0)
    tl.store(out_ptr, tl.sum(v, axis=0) / N)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, target):
        logits = logits.contiguous()
        N, C = logits.shape
        rows = torch.empty(N, device=logits.device, dtype=torch.float32)
        ce_row_kernel[(N,)](logits, target, rows, C, BLOCK=triton.next_power_of_2(C))
        out = torch.empty((), device=logits.device, dtype=torch.float32)
        mean_kernel[(1,)](rows, out, N, BLOCK=triton.next_power_of_2(N))
        return out
