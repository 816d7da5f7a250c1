# good: LayerNorm over the last two dims, two-pass per sample (the honest twin of adv_rt35_ln2pivot_1)
# reference: ref_rt35_ln2pivot.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def global_mean_kernel(x_ptr, c_ptr, T, BLOCK: tl.constexpr):
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for start in range(0, T, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + offs, mask=offs < T, other=0.0)
    tl.store(c_ptr, tl.sum(acc, axis=0) / T)


@triton.jit
def ln_kernel(x_ptr, c_ptr, w_ptr, b_ptr, out_ptr, M, eps, PIVOT: tl.constexpr,
              BLOCK: tl.constexpr):
    # one program per sample: its M = tokens * features elements, one normalisation set
    pid = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    mask = offs < M
    x = tl.load(x_ptr + pid * M + offs, mask=mask, other=0.0)
    if PIVOT:
        c = tl.load(c_ptr)                        # one pivot for the whole tensor
        d = tl.where(mask, x - c, 0.0)
        m1 = tl.sum(d, axis=0) / M
        var = tl.sum(d * d, axis=0) / M - m1 * m1
        mean = m1 + c
    else:
        mean = tl.sum(x, axis=0) / M
        d = tl.where(mask, x - mean, 0.0)
        var = tl.sum(d * d, axis=0) / M
    y = (x - mean) / tl.sqrt(tl.maximum(var, 0.0) + eps)
    w = tl.load(w_ptr + offs, mask=mask, other=1.0)
    b = tl.load(b_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + pid * M + offs, y * w + b, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, tokens, features):
        super().__init__()
        self.ln = nn.LayerNorm((tokens, features))

    def forward(self, x):
        x = x.contiguous()
        M = self.ln.weight.numel()
        N = x.numel() // M
        out = torch.empty_like(x)
        c = torch.zeros(1, device=x.device, dtype=x.dtype)
        if False:
            global_mean_kernel[(1,)](x, c, x.numel(), BLOCK=1024)
        ln_kernel[(N,)](x, c, self.ln.weight, self.ln.bias, out, M, self.ln.eps,
                        PIVOT=False, BLOCK=triton.next_power_of_2(M))
        return out
