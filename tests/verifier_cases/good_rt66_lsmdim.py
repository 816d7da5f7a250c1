import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def log_softmax_kernel(x_ptr, o_ptr, N, line_stride, elem_stride, BN: tl.constexpr):
    line = tl.program_id(0)
    j = tl.arange(0, BN)
    m = j < N
    offs = line * line_stride + j * elem_stride
    x = tl.load(x_ptr + offs, mask=m, other=-float("inf"))
    z = x - tl.max(x, axis=0)
    e = tl.where(m, tl.exp(z), 0.0)
    tl.store(o_ptr + offs, z - tl.log(tl.sum(e, axis=0)), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, sim, dim=-1):
        sim = sim.contiguous()
        R, C = sim.shape
        out = torch.empty_like(sim)
        d = dim % 2
        if d == 1:      # along each row
            log_softmax_kernel[(R,)](sim, out, C, C, 1, BN=triton.next_power_of_2(C))
        else:           # along each column
            log_softmax_kernel[(C,)](sim, out, R, 1, C, BN=triton.next_power_of_2(R))
        return out
