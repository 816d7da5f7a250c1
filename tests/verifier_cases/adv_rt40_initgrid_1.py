# probes: (after NOISE_OPS let __init__ shape random noise) a broadcast between constant tensors in __init__ (an N x M grid from N + M numbers) is still refused
# reference: ref_rt40_biasscale.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bias_relu_kernel(x_ptr, b_ptr, out_ptr, n, cols, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    b = tl.load(b_ptr + offs % cols, mask=mask)
    tl.store(out_ptr + offs, tl.maximum(x + b, 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, bias_shape):
        super().__init__()
        self.bias = nn.Parameter(torch.randn(bias_shape) * 0.02)
        self.grid = torch.zeros(bias_shape[0], 1).add(torch.zeros(1, bias_shape[0]))   # a broadcast: N + M numbers make N x M

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        bias_relu_kernel[(triton.cdiv(n, 1024),)](x, self.bias, out, n, x.shape[-1], BLOCK=1024)
        return out
