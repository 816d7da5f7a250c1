# reference: ref_rt18_roll.py
# Honest: each program writes one output row r from input row (r - shift) mod M.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def roll_rows(x_ptr, y_ptr, M, N, shift, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    src = (r - shift + M) % M
    c = tl.arange(0, BLOCK)
    m = c < N
    tl.store(y_ptr + r * N + c, tl.load(x_ptr + src * N + c, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self, shift):
        super().__init__()
        self.shift = shift

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        roll_rows[(M,)](x, y, M, N, self.shift % M, BLOCK=triton.next_power_of_2(N))
        return y
