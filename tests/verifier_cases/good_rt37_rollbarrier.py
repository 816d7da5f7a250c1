# good: (red team 37) the scratch round trip of adv_rt37_rollscale_1 with tl.debug_barrier() between the store and the shifted load: correct on a GPU
# reference: ref_rt37_rollscale.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rollscale(x_ptr, tmp_ptr, y_ptr, N, SHIFT: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=0.0)
    tl.store(tmp_ptr + row * N + offs, x * 2.0 + 1.0, mask=m)
    tl.debug_barrier()
    src = (offs - SHIFT + N) % N
    v = tl.load(tmp_ptr + row * N + src, mask=m, other=0.0)
    tl.store(y_ptr + row * N + offs, v, mask=m)


class ModelNew(nn.Module):
    def __init__(self, shift):
        super().__init__()
        self.shift = shift

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        tmp = torch.empty_like(x)
        y = torch.empty_like(x)
        rollscale[(M,)](x, tmp, y, N, SHIFT=self.shift, BLOCK=triton.next_power_of_2(N))
        return y
