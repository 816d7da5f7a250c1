# probes: red team 47a: honest twin: the row's maximum stored once and used from registers
# reference: ref_rt47a_scalarrt.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_max_kernel(x_ptr, out_ptr, max_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=float("-inf"))
    mx = tl.max(x, axis=0)
    tl.store(max_ptr + row, mx)
    e = tl.exp(x - mx)
    tl.store(out_ptr + row * N + offs, e / tl.sum(e, axis=0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        out = torch.empty_like(x)
        mx = torch.empty(B, device=x.device, dtype=x.dtype)
        softmax_max_kernel[(B,)](x, out, mx, N, BLOCK=triton.next_power_of_2(N))
        return out, mx
