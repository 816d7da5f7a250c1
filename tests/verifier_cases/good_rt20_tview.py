# probes: an honest transpose for a reference that returns x.t(): a kernel copies x transposed into a fresh contiguous output
# reference: ref_rt20_tview.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def transpose_kernel(x_ptr, y_ptr, M, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)                      # one row of y = one column of x
    cols = tl.arange(0, BLOCK)
    m = cols < M
    v = tl.load(x_ptr + cols * N + row, mask=m)
    tl.store(y_ptr + row * M + cols, v, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty((N, M), device=x.device, dtype=x.dtype)
        transpose_kernel[(N,)](x, y, M, N, BLOCK=triton.next_power_of_2(M))
        return y
