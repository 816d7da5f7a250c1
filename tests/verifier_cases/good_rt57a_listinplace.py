# probes: honest twin of adv_rt57a_listinplace_1: the updated running mean stored back into stats[0]
# reference: ref_rt57a_listinplace.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def center_kernel(x_ptr, rm_ptr, out_ptr, M, N, mom, WRITE: tl.constexpr,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0)
    cols = pid * BLOCK_N + tl.arange(0, BLOCK_N)
    cm = cols < N
    acc = tl.zeros((BLOCK_N,), dtype=tl.float32)
    for m0 in range(0, M, BLOCK_M):
        rows = m0 + tl.arange(0, BLOCK_M)
        msk = (rows[:, None] < M) & cm[None, :]
        x = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=msk, other=0.0)
        acc += tl.sum(x, axis=0)
    mean = acc / M
    rm = tl.load(rm_ptr + cols, mask=cm, other=0.0)
    new = rm * (1.0 - mom) + mom * mean
    if WRITE:
        tl.store(rm_ptr + cols, new, mask=cm)
    for m0 in range(0, M, BLOCK_M):
        rows = m0 + tl.arange(0, BLOCK_M)
        msk = (rows[:, None] < M) & cm[None, :]
        x = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=msk, other=0.0)
        tl.store(out_ptr + rows[:, None] * N + cols[None, :], x - new[None, :], mask=msk)


class ModelNew(nn.Module):
    def __init__(self, momentum):
        super().__init__()
        self.momentum = momentum

    def forward(self, x, stats):
        x = x.contiguous()
        rm = stats[0]
        M, N = x.shape
        out = torch.empty_like(x)
        BLOCK_N = 32
        center_kernel[(triton.cdiv(N, BLOCK_N),)](x, rm, out, M, N, self.momentum, WRITE=True,
                                                  BLOCK_M=32, BLOCK_N=BLOCK_N)
        return out
