# probes: red team 47a: the gate factored out of the max (max(g x) = g max(x), right only for g >= 0): the gate is a random init (torch.rand), not a constant, so it is never keyed and the parameter trials (sandbox.param_move, which moves only keyed constant-initialised tensors) never flip its sign; every trial runs with the init's positive gates, and a trained gate with a negative entry gets g max(x) where the answer is g min(x)
# reference: ref_rt47a_randgate.py
# expect: mismatch
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
    v = tl.where(offs < L, x, float("-inf"))
    # the gate factored out of the reduction: one multiply per row instead of per element
    tl.store(out_ptr + row, tl.max(v, axis=0) * g)


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
