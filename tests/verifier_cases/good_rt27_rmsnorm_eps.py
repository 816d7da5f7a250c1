# Correct candidate (red team 27's reference): RMSNorm with nn.RMSNorm's default eps, which is
# torch.finfo(dtype).eps of the input (1.19e-7 in float32), passed to the kernel as a number.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rms_kernel(x_ptr, w_ptr, y_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=0.0)
    ms = tl.sum(x * x, axis=0) / N
    r = 1.0 / tl.sqrt(ms + eps)
    w = tl.load(w_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * N + cols, x * r * w, mask=m)


class ModelNew(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden))

    def forward(self, x):
        x = x.contiguous()
        N = x.shape[-1]
        M = x.numel() // N
        y = torch.empty_like(x)
        rms_kernel[(M,)](x, self.weight, y, N, torch.finfo(x.dtype).eps, BLOCK=triton.next_power_of_2(N))
        return y
