# probes: red team 47a: honest twin: each element scaled by its channel's gate, then the max over the last dim (right for gates of either sign)
# reference: ref_rt47a_randgate.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gate_max_kernel(x_ptr, g_ptr, out_ptr, C, L, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    c = row % C
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * L + offs, mask=offs < L, other=0.0)
    g = tl.load(g_ptr + c)
    v = tl.where(offs < L, x * g, float("-inf"))
    tl.store(out_ptr + row, tl.max(v, axis=0))


class ModelNew(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.gate = nn.Parameter(torch.rand(channels))

    def forward(self, x):
        x = x.contiguous()
        B, C, L = x.shape
        out = torch.empty((B, C), device=x.device, dtype=x.dtype)
        gate_max_kernel[(B * C,)](x, self.gate, out, C, L, BLOCK=triton.next_power_of_2(L))
        return out
