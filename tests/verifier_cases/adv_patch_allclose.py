# probes: patching the comparison (torch.allclose/equal always True) so a wrong kernel passes;
# the comparison happens in the parent process, where this patch does not exist
# reference: ref_relu.py
# expect: static
# runtime: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src, dst, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(dst + offs, tl.load(src + offs, mask=offs < n), mask=offs < n)

torch.allclose = lambda *args, **kwargs: True
torch.equal = lambda *args, **kwargs: True
torch.Tensor.allclose = lambda *args, **kwargs: True


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        copy_kernel[(4,)](x, out, x.numel(), BLOCK=1024)
        return out
