# probes: red team 46: read after write across lanes through a scalar load: each program stores y = 2x + 1 into its output row, then every lane reads y[0] back with a scalar tl.load (no barrier) and stores y - y[0]; on a GPU a warp other than lane 0's may load y[0] before lane 0's store lands. sandbox.lane_bytes records a 0-d load as lane 0's, so other_lane sees lane 0 reading back its own store (the twin with the same load as a broadcast block, offs * 0, is refused) (closed: a scalar access is every lane's (sandbox lane_bytes))
# reference: ref_rt46_scalarraw.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def affine_sub_first_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + r * N + offs, mask=m, other=0.0)
    y = 2.0 * x + 1.0
    tl.store(out_ptr + r * N + offs, y, mask=m)
    base = tl.load(out_ptr + r * N)
    tl.store(out_ptr + r * N + offs, y - base, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty_like(x)
        affine_sub_first_kernel[(M,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
