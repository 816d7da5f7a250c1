# good: mean of squared differences, (p - t) formed first
# reference: ref_rt33_mseexp.py
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
    d = p - t
    tl.store(out_ptr + row, tl.sum(d * d, axis=0) / N)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, predictions, targets):
        p, t = predictions.contiguous(), targets.contiguous()
        N = p.shape[-1]
        out = torch.empty(p.shape[:-1], device=p.device, dtype=p.dtype)
        mse_kernel[(p.numel() // N,)](p, t, out, N, BLOCK=triton.next_power_of_2(N))
        return out
