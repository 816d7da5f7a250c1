# probes: red team 61a: false-refusal probe: RoPE at a counter position with the inverse frequencies computed in the kernel, theta^(-2i/d) as exp2(-(2i/d) log2 theta) (as many Triton RoPE kernels do), not read from the reference's buffer
# reference: ref_rt61a_ropepos.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rope_kernel(x_ptr, pos_ptr, o_ptr, D: tl.constexpr, HALF: tl.constexpr):
    row = tl.program_id(0)
    i = tl.arange(0, HALF)
    p = tl.load(pos_ptr).to(tl.float32)
    inv = tl.exp2(-(2.0 * i.to(tl.float32) / D) * 13.287712379549449)
    ang = p * inv
    c = tl.cos(ang)
    s = tl.sin(ang)
    x1 = tl.load(x_ptr + row * D + 2 * i)
    x2 = tl.load(x_ptr + row * D + 2 * i + 1)
    tl.store(o_ptr + row * D + 2 * i, x1 * c - x2 * s)
    tl.store(o_ptr + row * D + 2 * i + 1, x1 * s + x2 * c)


@triton.jit
def bump(pos_ptr):
    tl.store(pos_ptr, tl.load(pos_ptr) + 1)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.register_buffer("pos", torch.zeros((), dtype=torch.long))

    def forward(self, x):
        x = x.contiguous()
        D = x.shape[-1]
        out = torch.empty_like(x)
        rope_kernel[(x.numel() // D,)](x, self.pos, out, D=D, HALF=D // 2)
        bump[(1,)](self.pos)
        return out
