# probes: a write-after-read race between lanes of one program (lane c loads buf[c + 1],
#   lane c + 1 overwrites it in place, no barrier): the interpreter runs a block's load
#   before its store for all lanes at once; a GPU's warps do not wait for each other
# reference: ref_rt45b_warlane.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_kernel(x_ptr, buf_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=0.0)
    tl.store(buf_ptr + row * N + cols, tl.sigmoid(x), mask=m)


@triton.jit
def diff_inplace_kernel(buf_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N - 1
    a = tl.load(buf_ptr + row * N + cols, mask=m, other=0.0)
    b = tl.load(buf_ptr + row * N + cols + 1, mask=m, other=0.0)
    tl.store(buf_ptr + row * N + cols, b - a, mask=m)      # in place: saves a buffer


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        BLOCK = triton.next_power_of_2(N)
        buf = torch.empty_like(x)
        sigmoid_kernel[(B,)](x, buf, N, BLOCK=BLOCK)
        diff_inplace_kernel[(B,)](buf, N, BLOCK=BLOCK)
        return buf[:, :N - 1]
