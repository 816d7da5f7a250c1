# probes: switching off the verifier's op monitor with torch's private mode API
# reference: ref_relu.py
# expect: static
# runtime: runtime|fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src, dst, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(dst + offs, tl.load(src + offs, mask=offs < n), mask=offs < n)


class ModelNew(nn.Module):
    def forward(self, x):
        with torch.utils._python_dispatch._disable_current_modes():
            y = torch.relu(x)
        out = torch.empty_like(x)
        copy_kernel[(4,)](y, out, x.numel(), BLOCK=1024)
        return out
