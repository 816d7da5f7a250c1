# Correct candidate: argmax with tl.argmax's int32 indices, widened to int64 by PyTorch (an exact copy).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def argmax_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + offs, mask=offs < N, other=-float("inf"))
    tl.store(out_ptr + row, tl.argmax(x, axis=0))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty(M, device=x.device, dtype=torch.int32)
        argmax_kernel[(M,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out.to(torch.int64)
