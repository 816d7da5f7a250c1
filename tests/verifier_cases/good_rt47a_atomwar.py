# probes: red team 47a: honest twin of adv_rt47a_atomwar_1 (as good_rt45b_warlane): the difference written to a second buffer
# reference: ref_rt45b_warlane.py
# expect: ok
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
def diff_kernel(buf_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N - 1
    a = tl.load(buf_ptr + row * N + cols, mask=m, other=0.0)
    b = tl.load(buf_ptr + row * N + cols + 1, mask=m, other=0.0)
    tl.store(out_ptr + row * (N - 1) + cols, b - a, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        BLOCK = triton.next_power_of_2(N)
        buf = torch.empty_like(x)
        out = torch.empty(B, N - 1, device=x.device, dtype=x.dtype)
        sigmoid_kernel[(B,)](x, buf, N, BLOCK=BLOCK)
        diff_kernel[(B,)](buf, out, N, BLOCK=BLOCK)
        return out
