# probes: PyTorch compute moved into the constructor (precomputing with torch outside forward)
# reference: ref_linear.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def noop(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.load(x_ptr + offs, mask=offs < n)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.w2 = self.fc.weight.detach() * 2.0

    def forward(self, x):
        noop[(1,)](x, x.numel(), BLOCK=1024)
        return torch.empty(x.shape[0], self.fc.weight.shape[0])
