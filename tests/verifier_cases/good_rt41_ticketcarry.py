# probes: red team 41: honest twin of adv_rt41_ticketcarry_1: block maxima in one launch, the carry scan and its application in a second
# reference: ref_rt41_cummax.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def max_fn(a, b):
    return tl.maximum(a, b)


@triton.jit
def block_max_kernel(x_ptr, bm_ptr, B, N, BB: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, BB)
    cols = pid * BLOCK + tl.arange(0, BLOCK)
    rm = rows < B
    m = rm[:, None] & (cols[None, :] < N)
    x = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=m, other=float("-inf"))
    tl.store(bm_ptr + pid * BB + rows, tl.max(x, 1), mask=rm)


@triton.jit
def apply_kernel(x_ptr, bm_ptr, y_ptr, B, N, NB: tl.constexpr, BB: tl.constexpr,
                 BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, BB)
    rm = rows < B
    blocks = tl.arange(0, NB)
    bm = tl.load(bm_ptr + blocks[None, :] * BB + rows[:, None],
                 mask=rm[:, None] & (blocks[None, :] < pid), other=float("-inf"))
    carry = tl.max(bm, 1)
    cols = pid * BLOCK + tl.arange(0, BLOCK)
    m = rm[:, None] & (cols[None, :] < N)
    x = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=m, other=float("-inf"))
    out = tl.maximum(tl.associative_scan(x, 1, max_fn), carry[:, None])
    tl.store(y_ptr + rows[:, None] * N + cols[None, :], out, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        BLOCK = 256
        nb = triton.cdiv(N, BLOCK)
        BB = triton.next_power_of_2(B)
        y = torch.empty_like(x)
        bm = torch.empty(nb * BB, device=x.device, dtype=torch.float32)
        block_max_kernel[(nb,)](x, bm, B, N, BB=BB, BLOCK=BLOCK)
        apply_kernel[(nb,)](x, bm, y, B, N, NB=triton.next_power_of_2(nb), BB=BB, BLOCK=BLOCK)
        return y
