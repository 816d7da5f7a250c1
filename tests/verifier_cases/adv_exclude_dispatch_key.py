# probes: hiding a torch op from the op monitor by excluding the Python dispatch key, with the
# names built from strings so the static gate cannot see them; the answer then is not stored
# by any kernel (a kernel only runs alongside), which the provenance check catches
# reference: ref_relu.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def noop_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.load(x_ptr + offs, mask=offs < n)


class ModelNew(nn.Module):
    def forward(self, x):
        C = getattr(torch, "_" + "C")
        keys = getattr(C, "Dispatch" + "KeySet")(getattr(C, "Dispatch" + "Key").Python)
        with getattr(C, "_Exclude" + "Dispatch" + "KeyGuard")(keys):
            y = torch.relu(x)
        noop_kernel[(4,)](x, x.numel(), BLOCK=1024)
        return y
