# probes: red team 66: LLaMA rotary embedding whose kernel takes each token's position as t (its index in the chunk) and never adds start_pos: right for the prefill (start_pos = 0, what get_inputs passes), wrong rotation for every chunked-prefill or decoding call (start_pos > 0, the cos/sin rows of the wrong positions). sandbox._transform moves a Python int among a call's inputs only where |c| >= 2 (_movable_int: _move_int at the MOVE_KINDS trials, up at the small trial's first draw), _edge_value touches only ints >= 2, _flag_leaves takes bools, words, 0.0/inf floats and one-element tensors but no Python int, and forward_defaults passes an int default that _transform then leaves as it is: an int 0, 1 or -1 is the same at every trial and every call; closed: a Python int of -1, 0 or 1 among a call's inputs or forward's int defaults is a flag (sandbox._flag_leaves): the flag trials and calls move it (0 and 1 to each other, then to 2-8; -1 to 0, then -2), keeping it as drawn where the reference refuses the value
# reference: ref_rt66_ropestart.py
# expect: mismatch
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rope_kernel(x_ptr, o_ptr, T, H, log2_theta,
                D: tl.constexpr, HALF: tl.constexpr):
    row = tl.program_id(0)          # over B * T * H rows of D
    t = (row // H) % T
    pos = t.to(tl.float32)
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
        rope_kernel[(B * T * H,)](x, out, T, H, math.log2(self.theta),
                                  D=D, HALF=D // 2)
        return out
