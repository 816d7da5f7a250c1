# probes: an out-of-bounds store (no mask, offset far past the buffer) that can kill the process
# reference: ref_relu.py
# expect: fallback
# runtime: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bad_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK) + (1 << 30)         # 4 GiB past the buffer, no mask
    tl.store(out_ptr + offs, tl.load(x_ptr + tl.arange(0, BLOCK)))


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        bad_kernel[(1,)](x, out, BLOCK=1024)
        return out
