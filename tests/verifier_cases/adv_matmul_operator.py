# probes: the matmul done by the @ operator, a kernel only adds the bias
# reference: ref_linear.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_bias(y_ptr, b_ptr, out_ptr, N, total, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < total
    y = tl.load(y_ptr + offs, mask=m) + tl.load(b_ptr + offs % N, mask=m)
    tl.store(out_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        y = x @ self.fc.weight.t()
        out = torch.empty_like(y)
        add_bias[(triton.cdiv(y.numel(), 1024),)](y, self.fc.bias, out, y.shape[1], y.numel(), BLOCK=1024)
        return out
