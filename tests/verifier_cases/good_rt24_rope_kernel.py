# probes: red team 24: honest RoPE computing cos/sin in the kernel (the workaround for good_rt24a_rope_cache's refusal)
# reference: ref_rt24_rope.py
# expect: ok
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rope_kernel(q_ptr, y_ptr, T, log_base, D: tl.constexpr, HALF: tl.constexpr):
    row = tl.program_id(0)
    t = (row % T).to(tl.float32)
    h = HALF
    d = tl.arange(0, HALF)
    inv = 1.0 / tl.exp(log_base * ((2 * d).to(tl.float32) / D))
    ang = t * inv
    c = tl.cos(ang)
    s = tl.sin(ang)
    x1 = tl.load(q_ptr + row * D + d)
    x2 = tl.load(q_ptr + row * D + h + d)
    tl.store(y_ptr + row * D + d, x1 * c - x2 * s)
    tl.store(y_ptr + row * D + h + d, x2 * c + x1 * s)


class ModelNew(nn.Module):
    def __init__(self, head_dim, max_pos, base=10000.0):
        super().__init__()
        self.log_base = math.log(base)

    def forward(self, q):
        q = q.contiguous()
        B, H, T, D = q.shape
        y = torch.empty_like(q)
        rope_kernel[(B * H * T,)](q, y, T, self.log_base, D, D // 2)
        return y
