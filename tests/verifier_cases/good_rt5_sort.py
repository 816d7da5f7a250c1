# red team 5's good_3: must stay accepted (was refused before the rt5 fixes where noted)
# correct: sort each row with tl.sort (Triton's bitonic sort), one program per row.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sort_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    v = tl.load(x_ptr + row * N + offs, mask=offs < N, other=float("inf"))
    tl.store(out_ptr + row * N + offs, tl.sort(v), mask=offs < N)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty_like(x)
        sort_kernel[(M,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
