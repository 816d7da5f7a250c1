# probes: red team 47a: round 41's lane collision (every lane masked by x > 0 writes ONE address, the last positive wins only by the interpreter's lane order) done with tl.atomic_xchg, its return value unused: the store-collision check runs in _MemLog.store only; an atomic's lanes go through atomic_lanes, which ignores other atomics (plain_only=True) and never compares lanes of the same atomic that hit one address with different values, and serial_rmw applies them in ascending lane order, so the last positive lane always wins here; on a GPU which lane's exchange lands last is not defined (out is zeroed by a kernel first: with torch.zeros and only exchanges, gate 2 says "not written by a Triton kernel")
# reference: ref_rt41_lastpos.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def lastpos_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r * N + cols, mask=cols < N, other=0.0)
    same = out_ptr + r + tl.zeros([BLOCK], tl.int32)
    tl.atomic_xchg(same, x, mask=(x > 0) & (cols < N))


@triton.jit
def zero_kernel(out_ptr, B, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.zeros([BLOCK], tl.float32), mask=offs < B)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        out = torch.empty(B, device=x.device, dtype=x.dtype)
        zero_kernel[(1,)](out, B, BLOCK=triton.next_power_of_2(B))
        lastpos_kernel[(B,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
