# probes: red team 47a: honest twin: the row sum by tl.sum in registers
# reference: ref_rt47a_atomscalar.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def center_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=0.0)
    s = tl.sum(x, axis=0)
    tl.store(out_ptr + row * N + offs, x - s / N, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        out = torch.empty_like(x)
        center_kernel[(B,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
