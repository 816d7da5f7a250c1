# probes: a LayerNorm with a ReLU switched per call by a bool: parameter trials at keyed places among the
# input trials beside the flag moves (the flags' trial index was the call index, and the reference failed
# with a KeyError once a parameter trial came first: the 600-program acceptance's level 5 seed 176)
# reference: ref_rt56_flagnorm.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, out_ptr, N, eps, RELU: tl.constexpr,
                     BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / N
    d = tl.where(mask, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / N
    y = d / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0)
    y = y * w + b
    if RELU:
        y = tl.maximum(y, 0.0)
    tl.store(out_ptr + row * N + cols, y, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.ln = nn.LayerNorm(dim)

    def forward(self, x, apply_relu):
        x = x.contiguous()
        rows, n = x.shape
        out = torch.empty_like(x)
        layernorm_kernel[(rows,)](x, self.ln.weight, self.ln.bias, out, n, self.ln.eps,
                                  RELU=bool(apply_relu),
                                  BLOCK=triton.next_power_of_2(n))
        return out
