# probes: red team 4 cheat_init_12: a fresh LayerNorm's weight and bias are ones and zeros, so a kernel without the affine map matched every trial
# reference: ref_layernorm_plain.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def norm_kernel(x_ptr, out_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / N
    d = tl.where(mask, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / N
    tl.store(out_ptr + row * N + cols, d / tl.sqrt(var + eps), mask=mask)


# No parameters at all: the affine map of a freshly built nn.LayerNorm is the identity.
class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        rows, n = x.shape
        out = torch.empty_like(x)
        norm_kernel[(rows,)](x, out, n, 1e-5, BLOCK=triton.next_power_of_2(n))
        return out
