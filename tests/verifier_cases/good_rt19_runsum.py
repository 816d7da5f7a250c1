import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def acc_kernel(t_ptr, x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(t_ptr + offs, tl.load(t_ptr + offs, mask=m) + tl.load(x_ptr + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("total", torch.zeros(16, 32))

    def forward(self, x):
        x = x.contiguous()
        n = x.numel()
        acc_kernel[(triton.cdiv(n, 256),)](self.total, x, n, BLOCK=256)
        return self.total
