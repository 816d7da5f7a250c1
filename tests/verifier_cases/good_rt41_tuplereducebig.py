# probes: red team 41: honest (value, index) argmax with tl.reduce and a tuple combine on a 256 x 2048 input: the interpreter runs a custom combine once per element in Python (generic_reduce), so an honest kernel runs past the timeout
# reference: ref_rt41_rowmaxbig.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def argmax_fn(v1, i1, v2, i2):
    take2 = (v2 > v1) | ((v2 == v1) & (i2 < i1))
    return tl.where(take2, v2, v1), tl.where(take2, i2, i1)


@triton.jit
def rowmax_kernel(x_ptr, v_ptr, i_ptr, N, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r * N + cols, mask=cols < N, other=float("-inf"))
    v, i = tl.reduce((x, cols), 0, argmax_fn)
    tl.store(v_ptr + r, v)
    tl.store(i_ptr + r, i.to(tl.int64))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        v = torch.empty(B, device=x.device, dtype=x.dtype)
        i = torch.empty(B, device=x.device, dtype=torch.int64)
        rowmax_kernel[(B,)](x, v, i, N, BLOCK=triton.next_power_of_2(N))
        return v, i
