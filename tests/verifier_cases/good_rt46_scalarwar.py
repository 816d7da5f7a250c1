# probes: red team 46: honest twin: a barrier between the loads and the in-place store
# reference: ref_rt46_scalarwar.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sub_first_kernel(x_ptr, N, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    base = tl.load(x_ptr + r * N)
    x = tl.load(x_ptr + r * N + offs, mask=m, other=0.0)
    tl.debug_barrier()
    tl.store(x_ptr + r * N + offs, x - base, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        M, N = x.shape
        sub_first_kernel[(M,)](x, N, BLOCK=triton.next_power_of_2(N))
        return x
