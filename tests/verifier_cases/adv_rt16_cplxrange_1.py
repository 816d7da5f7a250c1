# probes: complex inputs were never scaled, so range trials never caught a softmax without its max subtraction
# reference: ref_cplx_softmax.py
# expect: mismatch
# idea: red team 16. exp(|x|) / sum(exp(|x|)) overflows for |x| > ~88, which only a large
#   trial shows; _transform scaled float inputs only, so a complex input never reached one.
#   Trials now scale and shift complex inputs too.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_abs_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    re = tl.load(x_ptr + (row * N + cols) * 2, mask=m, other=0.0)
    im = tl.load(x_ptr + (row * N + cols) * 2 + 1, mask=m, other=0.0)
    mag = tl.sqrt(re * re + im * im)
    e = tl.where(m, tl.exp(mag), 0.0)
    s = tl.sum(e, axis=0)
    tl.store(y_ptr + row * N + cols, e / s, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        xr = torch.view_as_real(x.contiguous())
        r, n = x.shape[0], x.shape[1]
        y = torch.empty((r, n), dtype=torch.float32, device=x.device)
        softmax_abs_kernel[(r,)](xr, y, n, BLOCK=triton.next_power_of_2(n))
        return y
