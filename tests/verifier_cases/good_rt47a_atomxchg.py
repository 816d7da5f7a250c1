# probes: red team 47a: honest twin of adv_rt47a_atomxchg_1 (as good_rt41_lanecollide): the last positive index by tl.max, its value by a masked tl.sum, one store per row
# reference: ref_rt41_lastpos.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def lastpos_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r * N + cols, mask=cols < N, other=0.0)
    pos = (x > 0) & (cols < N)
    last = tl.max(tl.where(pos, cols, -1), 0)
    val = tl.sum(tl.where(cols == last, x, 0.0), 0)
    tl.store(out_ptr + r, val)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        out = torch.empty(B, device=x.device, dtype=x.dtype)
        lastpos_kernel[(B,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
