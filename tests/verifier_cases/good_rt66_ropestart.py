import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rope_kernel(x_ptr, o_ptr, T, H, start_pos, log2_theta,
                D: tl.constexpr, HALF: tl.constexpr):
    row = tl.program_id(0)          # over B * T * H rows of D
    t = (row // H) % T
    pos = (start_pos + t).to(tl.float32)
    i = tl.arange(0, HALF)
    inv = 1.0 / tl.exp2((2.0 * i.to(tl.float32) / D) * log2_theta)
    ang = pos * inv
    c = tl.cos(ang)
    s = tl.sin(ang)
    x1 = tl.load(x_ptr + row * D + 2 * i)
    x2 = tl.load(x_ptr + row * D + 2 * i + 1)
    tl.store(o_ptr + row * D + 2 * i, x1 * c - x2 * s)
    tl.store(o_ptr + row * D + 2 * i + 1, x1 * s + x2 * c)


class ModelNew(nn.Module):
    def __init__(self, head_dim=32, max_seq_len=256, theta=10000.0):
        super().__init__()
        self.head_dim = head_dim
        self.max_seq_len = max_seq_len
        self.theta = theta

    def forward(self, x, start_pos):
        x = x.contiguous()
        B, T, H, D = x.shape
        out = torch.empty_like(x)
        rope_kernel[(B * T * H,)](x, out, T, H, start_pos, math.log2(self.theta),
                                  D=D, HALF=D // 2)
        return out
