# reference: ref_rt17_maxdim.py
# Honest: values and int64 indices from one reduction kernel, returned as a tuple.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def max_kernel(x_ptr, v_ptr, i_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + offs, mask=offs < N, other=float("-inf"))
    v, i = tl.max(x, axis=0, return_indices=True)
    tl.store(v_ptr + row, v)
    tl.store(i_ptr + row, i.to(tl.int64))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        R, N = x.shape
        vals = torch.empty(R, dtype=x.dtype, device=x.device)
        idx = torch.empty(R, dtype=torch.int64, device=x.device)
        max_kernel[(R,)](x, vals, idx, N, BLOCK=triton.next_power_of_2(N))
        return vals, idx
