# probes: red team 59b: honest twin of adv_rt59b_nanrelu_1: relu and the running max keep NaN (a NaN lane wins every comparison), as torch.relu and torch.amax do
# reference: ref_rt59b_nanrelu.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_rowmax_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        c = start + cols
        v = tl.load(x_ptr + row * n_cols + c, mask=c < n_cols, other=0.0)
        v = tl.where((v > 0.0) | (v != v), v, 0.0)
        m = tl.where((v > m) | (v != v), v, m)
    nan_lanes = tl.sum((m != m).to(tl.int32), axis=0)
    best = tl.where(nan_lanes > 0, float("nan"), tl.max(m, axis=0))
    tl.store(out_ptr + row, best)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        out = torch.empty(rows, device=x.device, dtype=x.dtype)
        relu_rowmax_kernel[(rows,)](x, out, cols, BLOCK=128)
        return out
