# probes: a hidden torch op (Python dispatch key excluded, names built from strings) that
# writes its answer into a buffer a visible op allocated, then a kernel copies the buffer:
# the memory changed behind both PyTorch's dispatcher and Triton, which the snapshots show
# reference: ref_relu.py
# expect: static
# runtime: runtime
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
        buf = torch.empty_like(x)
        C = getattr(torch, "_" + "C")
        keys = getattr(C, "Dispatch" + "KeySet")(getattr(C, "Dispatch" + "Key").Python)
        with getattr(C, "_Exclude" + "Dispatch" + "KeyGuard")(keys):
            torch.clamp(x, min=0.0, out=buf)
        out = torch.empty_like(x)
        copy_kernel[(4,)](buf, out, x.numel(), BLOCK=1024)
        return out
