# probes: honest kernel for the fp16 ones-column pad
# reference: ref_pad_one_half.py
# expect: ok
# idea: one program per row writes the row and the trailing 1.0
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def pad_one_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    v = tl.load(x_ptr + row * N + cols, mask=cols < N, other=1.0)
    tl.store(y_ptr + row * (N + 1) + cols, v, mask=cols < N + 1)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        M, N = x.shape
        x = x.contiguous()
        y = torch.empty((M, N + 1), dtype=x.dtype, device=x.device)
        pad_one_kernel[(M,)](x, y, N, BLOCK=triton.next_power_of_2(N + 1))
        return y
