# reference: ref_softmax.py
# Honest: autotuned (num_warps) row softmax with a block pointer, boundary_check and padding,
# an online max/sum over column tiles with tl.static_range (no libdevice), exp2 with log2(e).
import torch
import torch.nn as nn
import triton
import triton.language as tl

LOG2E = tl.constexpr(1.4426950408889634)


@triton.autotune(configs=[triton.Config({"BLOCK": 32}, num_warps=2),
                          triton.Config({"BLOCK": 64}, num_warps=4)], key=["N"])
@triton.jit
def softmax_kernel(x_ptr, y_ptr, M, N, NT: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    m_i = tl.full((1, BLOCK), -float("inf"), tl.float32)
    l_i = tl.zeros((1, BLOCK), tl.float32)
    for t in tl.static_range(NT):
        if t * BLOCK < N:
            p = tl.make_block_ptr(x_ptr, shape=(M, N), strides=(N, 1), offsets=(row, t * BLOCK),
                                  block_shape=(1, BLOCK), order=(1, 0))
            x = tl.load(p, boundary_check=(0, 1), padding_option="nan")
            x = tl.where(x == x, x, -float("inf"))
            m_new = tl.maximum(m_i, x)
            alpha = tl.where(m_new == -float("inf"), 0.0, tl.exp2((m_i - m_new) * LOG2E))
            l_i = l_i * alpha + tl.where(x == -float("inf"), 0.0, tl.exp2((x - m_new) * LOG2E))
            m_i = m_new
    m = tl.max(m_i, axis=1)
    l = tl.sum(l_i * tl.exp2((m_i - m[:, None]) * LOG2E), axis=1)
    for t in tl.static_range(NT):
        if t * BLOCK < N:
            p = tl.make_block_ptr(x_ptr, shape=(M, N), strides=(N, 1), offsets=(row, t * BLOCK),
                                  block_shape=(1, BLOCK), order=(1, 0))
            q = tl.make_block_ptr(y_ptr, shape=(M, N), strides=(N, 1), offsets=(row, t * BLOCK),
                                  block_shape=(1, BLOCK), order=(1, 0))
            x = tl.load(p, boundary_check=(0, 1), padding_option="zero")
            tl.store(q, tl.exp2((x - m[:, None]) * LOG2E) / l[:, None], boundary_check=(0, 1))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        softmax_kernel[(M,)](x, y, M, N, NT=triton.cdiv(N, 32))
        return y
