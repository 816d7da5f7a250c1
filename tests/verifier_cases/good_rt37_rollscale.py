# good: (red team 37) honest twin of adv_rt37_rollscale_1: the shift applied to the loaded row's indices, no scratch round trip
# reference: ref_rt37_rollscale.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rollscale(x_ptr, y_ptr, N, SHIFT: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    src = (offs - SHIFT + N) % N
    x = tl.load(x_ptr + row * N + src, mask=m, other=0.0)
    tl.store(y_ptr + row * N + offs, x * 2.0 + 1.0, mask=m)


class ModelNew(nn.Module):
    def __init__(self, shift):
        super().__init__()
        self.shift = shift

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        rollscale[(M,)](x, y, N, SHIFT=self.shift, BLOCK=triton.next_power_of_2(N))
        return y
