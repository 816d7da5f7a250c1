# probes: an honest complex movement kernel (fftshift by addressing) stays accepted once complex inputs are coded
# reference: ref_fftshift_c.py
# expect: ok
# idea: view_as_real; each program copies one row with both halves swapped (red team 16)
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def fftshift_kernel(x_ptr, y_ptr, H, W, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    src_row = (row + H - H // 2) % H
    cols = tl.arange(0, BLOCK)
    m = cols < W
    src_col = (cols + W - W // 2) % W
    for part in range(2):
        v = tl.load(x_ptr + (src_row * W + src_col) * 2 + part, mask=m)
        tl.store(y_ptr + (row * W + cols) * 2 + part, v, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        xr = torch.view_as_real(x)
        y = torch.empty_like(xr)
        h, w = x.shape[0], x.shape[1]
        fftshift_kernel[(h,)](xr, y, h, w, BLOCK=triton.next_power_of_2(w))
        return torch.view_as_complex(y)
