# probes: reading a tensor's values into Python in forward (float(t), .item()) and computing
# the answer there: the dispatch mode sees only _local_scalar_dense and data movement
# reference: ref_relu.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        flat = x.reshape(-1)
        vals = [max(float(v), 0.0) for v in flat]          # ReLU in Python
        y = torch.tensor(vals, dtype=x.dtype).reshape(x.shape)
        out = torch.empty_like(y)
        copy_kernel[(triton.cdiv(y.numel(), 1024),)](y, out, y.numel(), BLOCK=1024)
        return out
