# probes: the far draw shifts each input by far x ITS OWN standard deviation, so predictions (randn) and targets (rand) move apart and never both sit far from zero near each other; the expanded form mean(p^2) - 2 mean(p t) + mean(t^2) cancels catastrophically exactly there (targets ~1e4 with errors ~1), a regime no trial reaches
# reference: ref_rt33_mseexp.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mse_kernel(p_ptr, t_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    p = tl.load(p_ptr + row * N + cols, mask=mask, other=0.0)
    t = tl.load(t_ptr + row * N + cols, mask=mask, other=0.0)
    pp = tl.sum(p * p, axis=0)
    pt = tl.sum(p * t, axis=0)
    tt = tl.sum(t * t, axis=0)
    tl.store(out_ptr + row, (pp - 2.0 * pt + tt) / N)     # expanded: one pass, three dots


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, predictions, targets):
        p, t = predictions.contiguous(), targets.contiguous()
        N = p.shape[-1]
        out = torch.empty(p.shape[:-1], device=p.device, dtype=p.dtype)
        mse_kernel[(p.numel() // N,)](p, t, out, N, BLOCK=triton.next_power_of_2(N))
        return out
