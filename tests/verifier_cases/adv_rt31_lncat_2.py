# probes: (closed in round 33, refused at 28 of 28 keys since a far draw counts where one computed tensor of a packed output is compared in full, sandbox._far_kept) a LayerNorm written in ops, x.mean() and x.var(), never met the far draw; RevIN packed [normed | mean | std] with a one-pass variance; a nudge of the mean's result by 2^-21 moves the normalised elements by ~5e-5 at 100 deviations, more than a quarter of the tolerance, so the 70-110 draw is not kept, and at the 20-35 draw the one-pass variance stays within the tolerance (the per-group absolute part of red team 31 does not help here)
# reference: ref_rt31_revin.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def revin_kernel(x_ptr, w_ptr, b_ptr, out_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / N
    var = tl.maximum(tl.sum(x * x, axis=0) / N - mean * mean, 0.0)      # one pass
    std = tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0)
    y = (x - mean) / std * w + b
    base = out_ptr + row * (N + 2)
    tl.store(base + cols, y, mask=mask)
    tl.store(base + N, mean)
    tl.store(base + N + 1, std)


class ModelNew(nn.Module):
    def __init__(self, dim, eps=1e-5):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))
        self.bias = nn.Parameter(torch.zeros(dim))

    def forward(self, x):
        x = x.contiguous()
        rows, n = x.shape
        out = torch.empty(rows, n + 2, device=x.device, dtype=x.dtype)
        revin_kernel[(rows,)](x, self.weight, self.bias, out, n, self.eps,
                              BLOCK=triton.next_power_of_2(n))
        return out
