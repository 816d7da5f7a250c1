# Correct candidate (red team 9): one kernel writes relu(x) and sigmoid(x) into the two halves of one
# allocation and returns the two views: outputs may share an allocation where their elements do
# not overlap (they were refused as aliases while whole storages were compared).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def two_heads(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=mask)
    tl.store(out_ptr + n + offs, tl.sigmoid(x), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        n = x.numel()
        out = torch.empty(2, *x.shape, dtype=x.dtype, device=x.device)   # one allocation, two outputs
        two_heads[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out[0], out[1]
