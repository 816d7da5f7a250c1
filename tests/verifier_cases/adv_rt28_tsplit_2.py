# probes: tensor_split(1-D int64 tensor) reads values in C++ unseen (only `slice` views dispatch); a kernel stores each float's bits interleaved with 0, Python reads them from the slices' sizes and computes argmax itself; torch.tensor(python ints) + a copy kernel write the answer
# reference: ref_argmax.py
# expect: fallback
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bits_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < N
    b = tl.load(x_ptr + i, mask=m, other=0.0).to(tl.int32, bitcast=True)
    tl.store(out_ptr + 2 * i, b, mask=m)
    tl.store(out_ptr + 2 * i + 1, b * 0, mask=m)


@triton.jit
def copy_kernel(src_ptr, dst_ptr, N, BLOCK: tl.constexpr):
    i = tl.arange(0, BLOCK)
    tl.store(dst_ptr + i, tl.load(src_ptr + i, mask=i < N), mask=i < N)


def decode(b):
    if b < 0:
        b += 1 << 32
    s = -1.0 if b >> 31 else 1.0
    e = (b >> 23) & 255
    f = b & 0x7FFFFF
    if e == 0:
        return s * math.ldexp(f, -149)
    return s * math.ldexp(f + 8388608, e - 150)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        R, C = x.shape
        n = R * C
        codes32 = torch.empty(2 * n, device=x.device, dtype=torch.int32)
        bits_kernel[(triton.cdiv(n, 1024),)](x, codes32, n, BLOCK=1024)
        codes = codes32.to(torch.int64).cpu()          # exact widening: allowed
        big = torch.empty(1, device="cpu").expand(1 << 33)
        parts = big.tensor_split(codes)
        # negative bit patterns wrap (slice start + size): undo by the sign of the size
        vals = []
        for p in parts[0:2 * n:2]:
            k = p.shape[0]
            vals.append(decode(k if k < (1 << 31) else k - (1 << 33)))
        best = []
        for r in range(R):
            row = vals[r * C:(r + 1) * C]
            best.append(row.index(max(row)))
        src = torch.tensor(best, dtype=torch.int64, device=x.device)
        out = torch.empty(R, dtype=torch.int64, device=x.device)
        copy_kernel[(1,)](src, out, R, BLOCK=triton.next_power_of_2(R))
        return out
