# probes: hiding a torch op from the op monitor by excluding the Python dispatch key, with the
# names built from strings so the static gate cannot see them, then having a kernel copy the
# hidden result into the output: the kernel is given memory no visible op created
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
        C = getattr(torch, "_" + "C")
        keys = getattr(C, "Dispatch" + "KeySet")(getattr(C, "Dispatch" + "Key").Python)
        with getattr(C, "_Exclude" + "Dispatch" + "KeyGuard")(keys):
            y = torch.relu(x)
        out = torch.empty_like(x)
        copy_kernel[(4,)](y, out, x.numel(), BLOCK=1024)
        return out
