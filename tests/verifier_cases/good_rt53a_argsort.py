# probes: correct (red team 53a, twin of adv_rt53a_argsort_1): argsort by tl.sort of a packed int64 key: the float's bits made order-preserving (the low 31 bits flipped for negative values, -0.0 taken as +0.0), then the column index in the low 32 bits (stable for exact ties)
# reference: ref_rt53a_argsort.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def argsort_kernel(x_ptr, out_ptr, R, N, BLOCK_R: tl.constexpr, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)
    cols = tl.arange(0, BLOCK)
    m = (rows[:, None] < R) & (cols[None, :] < N)
    ptrs = rows[:, None] * N + cols[None, :]
    x = tl.load(x_ptr + ptrs, mask=m, other=float("inf"))
    x = tl.where(x == 0.0, 0.0, x)
    bits = x.to(tl.int32, bitcast=True)
    key = tl.where(bits < 0, bits ^ 0x7FFFFFFF, bits)
    packed = (key.to(tl.int64) << 32) | cols[None, :].to(tl.int64)
    s = tl.sort(packed, 1)
    idx = s & 0xFFFFFFFF
    tl.store(out_ptr + ptrs, idx, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        N = x.shape[-1]
        R = x.numel() // N
        out = torch.empty(x.shape, dtype=torch.int64, device=x.device)
        BLOCK_R = 64
        argsort_kernel[(triton.cdiv(R, BLOCK_R),)](x, out, R, N, BLOCK_R=BLOCK_R, BLOCK=triton.next_power_of_2(N))
        return out
