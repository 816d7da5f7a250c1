# probes: red team 4 #18: the reference works in place, and the candidate got the inputs as the reference left them (the answer): a copy kernel passed
# reference: ref_inplace_input.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


# Identity: the verifier hands the candidate the inputs *after* the reference mutated them,
# so returning a copy of the input reproduces the reference's output.
@triton.jit
def copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        copy_kernel[(triton.cdiv(n, 256),)](x, y, n, BLOCK=256)
        return y
