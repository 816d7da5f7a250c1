# probes: a "constant" fill value taken from a tensor (torch.full with a 0-dim tensor reads its value into Python)
# reference: ref_rowbcast.py
# expect: fallback

# idea: elements a kernel never stored are accepted when they still hold the constant their
#   allocation put there (torch.zeros, torch.full with a number: padding, index_add into
#   zeros). Here the "constants" are the task's answer, each row torch.full of x[i, 0], and
#   the kernel stores nothing into them. A fill value from a tensor is read into Python
#   (aten._local_scalar_dense, refused in forward), so it never counts as a constant.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def touch_kernel(o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(o_ptr + offs, tl.load(o_ptr + offs, mask=offs < n), mask=offs < n)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        rows = [torch.full((1, 64), x[i, 0], dtype=x.dtype, device=x.device)
                for i in range(x.shape[0])]
        out = torch.cat(rows, dim=0)
        touch_kernel[(1,)](out, 0, BLOCK=16)
        return out
