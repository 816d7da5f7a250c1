# probes: red team 47a: a scalar store read back by a scalar load in the same program with no barrier: the row's maximum is stored to its output and loaded back to normalise. sm_90 PTX (triton.compile for GPUTarget('cuda', 90, 32)): the scalar store is `@%p st.global.b32` with %p = (tid.x & 31) == 0 and (tid.x >> 5) == 0, thread 0 only, and the scalar load is a plain `ld.global.b32` by every thread right after it, so warps 1-3 may read the row's old bytes (torch.empty garbage). Round 46 made a scalar access every lane's (lane -1, sandbox lane_bytes), but other_lane compares lanes with !=, and -1 == -1, so a scalar store read back by a scalar load counts as one lane's own store
# reference: ref_rt47a_scalarrt.py
# expect: fallback
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
    m_back = tl.load(max_ptr + row)          # (read back: "one source of truth")
    e = tl.exp(x - m_back)
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
