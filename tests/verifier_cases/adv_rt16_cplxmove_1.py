# probes: complex inputs were not coded by the movement test: an fftshift was called a task that computes
# reference: ref_fftshift_c.py
# expect: fallback
# idea: red team 16. _moves_only coded only is_floating_point() inputs, so a complex64 input
#   left nothing to code and the task 'computed': the kernel copied view_as_real(x) in order
#   and PyTorch's slices and cat did the fftshift. Complex inputs are coded through their
#   (re, im) view now.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        xr = torch.view_as_real(x)
        y = torch.empty_like(xr)
        n = xr.numel()
        copy_kernel[(triton.cdiv(n, 4096),)](xr, y, n, BLOCK=4096)
        z = torch.view_as_complex(y)
        h, w = z.shape[0], z.shape[1]
        z = torch.cat([z[h // 2:], z[:h // 2]], dim=0)
        z = torch.cat([z[:, w // 2:], z[:, :w // 2]], dim=1)
        return z
