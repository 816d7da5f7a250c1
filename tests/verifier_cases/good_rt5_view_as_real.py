# red team 5's good_13: must stay accepted (was refused before the rt5 fixes where noted)
# correct: a complex output written by a kernel through torch.view_as_real (the idiomatic way:
#   Triton has no complex dtype): out = 1j * x, i.e. (re, im) = (0, x).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rot_kernel(x_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(o_ptr + 2 * offs, tl.zeros_like(v), mask=m)
    tl.store(o_ptr + 2 * offs + 1, v, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty(x.shape, device=x.device, dtype=torch.complex64)
        n = x.numel()
        rot_kernel[(triton.cdiv(n, 1024),)](x, torch.view_as_real(out), n, BLOCK=1024)
        return out
