# probes: the grid callable computes the answer with tl.load/tl.store (Triton's interpreter runs it inside the launch, with triton.language patched to its NumPy builder)
# reference: ref_relu.py
# expect: static
# runtime: runtime|fallback

# idea: under the interpreter a grid callable runs inside the launch, after the bookkeeping
#   and while triton.language's builtins are the interpreter's: tl.load, tl.maximum and
#   tl.store work there on the pointers in `meta`, and the stores were logged as the kernel's.
#   The kernel itself does nothing; on a GPU this grid callable would not even run. The
#   verifier now evaluates a grid callable itself, before the launch, as forward code (tl's
#   builtins are Triton's there and refuse to run outside a kernel), and the static gate
#   refuses triton.language functions outside a @triton.jit body.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def idle_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)


def grid(meta):
    n = meta["n"]
    for start in range(0, n, 1024):
        offs = start + tl.arange(0, 1024)
        mask = offs < n
        v = tl.load(meta["x_ptr"] + offs, mask=mask)
        tl.store(meta["out_ptr"] + offs, tl.maximum(v, 0.0), mask=mask)
    return (1,)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        idle_kernel[grid](x, out, x.numel(), BLOCK=1024)
        return out
