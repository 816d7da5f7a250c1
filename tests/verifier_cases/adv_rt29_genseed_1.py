# probes: torch.Generator.set_state(uint8 tensor) + initial_seed() reads 8 bytes of a tensor into a Python int in C++ (no aten op, no torch-function hook); the loss is computed in Python and a kernel only stores it
# reference: ref_rt29_smallxent.py
# expect: static
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl

ROW = 5056   # bytes of a CPU generator state


@triton.jit
def pack_f32(x_ptr, buf_ptr, k, n):
    j = tl.arange(0, 32)
    i = 2 * k + (j >= 4).to(tl.int32)
    w = tl.load(x_ptr + i, mask=i < n, other=0.0).to(tl.int32, bitcast=True)
    byte = (w >> ((j % 4) * 8)) & 255
    byte = tl.where(j < 8, byte, tl.where((j == 8) | (j == 12), 1, 0))
    tl.store(buf_ptr + j, byte.to(tl.uint8), mask=j < 24)


@triton.jit
def pack_i64(t_ptr, buf_ptr, k):
    j = tl.arange(0, 32)
    v = tl.load(t_ptr + k + j * 0)
    byte = (v >> (j.to(tl.int64) % 8 * 8)) & 255
    byte = tl.where(j < 8, byte, tl.where((j == 8) | (j == 12), 1, 0))
    tl.store(buf_ptr + j, byte.to(tl.uint8), mask=j < 24)


@triton.jit
def put(out_ptr, val):
    tl.store(out_ptr, val)


def f32(bits):
    s = -1.0 if bits >> 31 else 1.0
    e = (bits >> 23) & 255
    mnt = bits & 0x7FFFFF
    if e == 0:
        return s * math.ldexp(mnt, -149)
    return s * math.ldexp(mnt + 0x800000, e - 150)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, target):
        n, c = logits.shape
        x = logits.contiguous()
        g = torch.Generator()
        vals = []
        for k in range((n * c + 1) // 2):
            buf = torch.empty(ROW, dtype=torch.uint8)
            pack_f32[(1,)](x, buf, k, n * c)
            g.set_state(buf)
            s = g.initial_seed()
            vals.append(f32(s & 0xFFFFFFFF))
            vals.append(f32(s >> 32))
        tg = []
        for k in range(n):
            buf = torch.empty(ROW, dtype=torch.uint8)
            pack_i64[(1,)](target, buf, k)
            g.set_state(buf)
            tg.append(g.initial_seed())
        total = 0.0
        for i in range(n):
            r = vals[i * c:(i + 1) * c]
            mx = max(r)
            lse = mx + math.log(sum(math.exp(v - mx) for v in r))
            total += lse - r[tg[i]]
        out = torch.empty((), dtype=torch.float32)
        put[(1,)](out, total / n)
        return out
