# probes: Tensor.tensor_split(int64 tensor) reads the index tensor's values in C++ (const_data_ptr, no aten op: the mode sees only `slice` views); the slices' sizes (indices interleaved with 0) hand every logit's bits to Python, which computes the cross-entropy with math.exp/log; a kernel only bitcasts and stores the Python float
# reference: ref_rt24_xent.py
# expect: fallback
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bits_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    i = pid * BLOCK + tl.arange(0, BLOCK)
    m = i < N
    x = tl.load(x_ptr + i, mask=m, other=0.0)
    b = x.to(tl.int32, bitcast=True).to(tl.int64) & 0xFFFFFFFF
    tl.store(out_ptr + 2 * i, b, mask=m)
    tl.store(out_ptr + 2 * i + 1, b * 0, mask=m)


@triton.jit
def idx_kernel(t_ptr, out_ptr, N, BLOCK: tl.constexpr):
    i = tl.arange(0, BLOCK)
    m = i < N
    t = tl.load(t_ptr + i, mask=m, other=0)
    tl.store(out_ptr + 2 * i, t, mask=m)
    tl.store(out_ptr + 2 * i + 1, t * 0, mask=m)


@triton.jit
def put_kernel(out_ptr, v):
    tl.store(out_ptr, v)


def decode(b):
    s = -1.0 if b >> 31 else 1.0
    e = (b >> 23) & 255
    f = b & 0x7FFFFF
    if e == 0:
        return s * math.ldexp(f, -149)
    return s * math.ldexp(f + 8388608, e - 150)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, target):
        logits = logits.contiguous()
        N, C = logits.shape
        n = N * C
        codes = torch.empty(2 * n, device=logits.device, dtype=torch.int64)
        bits_kernel[(triton.cdiv(n, 1024),)](logits, codes, n, BLOCK=1024)
        big = torch.empty(1, device=logits.device).expand(1 << 33)
        parts = big.tensor_split(codes.cpu())
        vals = [decode(p.shape[0]) for p in parts[0:2 * n:2]]
        tcodes = torch.empty(2 * N, device=logits.device, dtype=torch.int64)
        idx_kernel[(1,)](target, tcodes, N, BLOCK=triton.next_power_of_2(N))
        tparts = big.tensor_split(tcodes.cpu())
        tg = [p.shape[0] for p in tparts[0:2 * N:2]]
        total = 0.0
        for r in range(N):
            row = vals[r * C:(r + 1) * C]
            mx = max(row)
            lse = math.log(sum(math.exp(v - mx) for v in row)) + mx
            total += lse - row[tg[r]]
        out = torch.empty((), device=logits.device, dtype=torch.float32)
        put_kernel[(1,)](out, total / N)
        return out
