# probes: red team 47a: round 45's write-after-read race between lanes (lane c loads buf[c + 1], lane c + 1 overwrites it in place, no barrier) with the overwrite done by tl.atomic_xchg instead of tl.store (its returned value unused): an atomic is checked against other lanes' STORES (sandbox atomic_lanes -> other_lane(plain_only=True)) but never against other lanes' LOADS (overwritten_read runs in _MemLog.store only), so the race passes; on a GPU the warp holding lane c + 1 may exchange before lane c's warp loads
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
    tl.atomic_xchg(buf_ptr + row * N + cols, b - a, mask=m)   # in place: saves a buffer


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
