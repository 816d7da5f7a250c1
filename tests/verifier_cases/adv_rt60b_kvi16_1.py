# probes: red team 60b: ring KV cache of 64 slots with an int16 position-counter buffer (0 at construction); the kernel attends only to the first 16 slots (fixed block, no loop): sandbox._jump moves an 8- or 16-bit integer counter as a flag (0 and 1 swapped, any other value plus 1), so the counter stays below ~2 + the number of calls and never reaches 16 cached positions; closed: a counter jumps by a keyed count log-uniform in [top^(2/3), top) (top 10^6 for a wide integer or a float, an eighth of a narrow integer's range), divided by 4 until the reference's forward, with room for the calls still to come, stays in its domain (sandbox._jump, _jump_level)
# reference: ref_rt60b_kvi16.py
# expect: mismatch
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl

B, D, TMAX = 2, 32, 64


@triton.jit
def qkv_kernel(x_ptr, w_ptr, b_ptr, out_ptr, D: tl.constexpr, N: tl.constexpr):
    row = tl.program_id(0)
    n = tl.program_id(1) * D + tl.arange(0, D)
    d = tl.arange(0, D)
    x = tl.load(x_ptr + row * D + d)
    w = tl.load(w_ptr + n[:, None] * D + d[None, :])
    acc = tl.sum(w * x[None, :], axis=1) + tl.load(b_ptr + n)
    tl.store(out_ptr + row * N + n, acc)


@triton.jit
def attn_kernel(qkv_ptr, kc_ptr, vc_ptr, out_ptr, pos_ptr, scale, TMAXC, D: tl.constexpr, BT: tl.constexpr):
    b = tl.program_id(0)
    p = tl.load(pos_ptr).to(tl.int32)
    pos = p % TMAXC
    nv = tl.minimum(p + 1, TMAXC)
    d = tl.arange(0, D)
    t = tl.arange(0, BT)
    q = tl.load(qkv_ptr + b * 3 * D + d)
    k = tl.load(qkv_ptr + b * 3 * D + D + d)
    v = tl.load(qkv_ptr + b * 3 * D + 2 * D + d)
    tl.store(kc_ptr + b * TMAXC * D + pos * D + d, k)
    tl.store(vc_ptr + b * TMAXC * D + pos * D + d, v)
    tl.debug_barrier()
    m = (t < nv) & (t < 16)
    kc = tl.load(kc_ptr + b * TMAXC * D + t[:, None] * D + d[None, :], mask=m[:, None], other=0.0)
    vc = tl.load(vc_ptr + b * TMAXC * D + t[:, None] * D + d[None, :], mask=m[:, None], other=0.0)
    s = tl.sum(kc * q[None, :], axis=1) * scale
    s = tl.where(m, s, float("-inf"))
    s = s - tl.max(s, axis=0)
    e = tl.where(m, tl.exp(s), 0.0)
    a = e / tl.sum(e, axis=0)
    o = tl.sum(a[:, None] * vc, axis=0)
    tl.store(out_ptr + b * D + d, o)


@triton.jit
def inc_kernel(pos_ptr):
    tl.store(pos_ptr, (tl.load(pos_ptr) + 1).to(tl.int16))


class ModelNew(nn.Module):
    def __init__(self, d=D, tmax=TMAX):
        super().__init__()
        self.d = d
        self.tmax = tmax
        self.qkv = nn.Linear(d, 3 * d)
        self.register_buffer("k_cache", torch.zeros(B, tmax, d))
        self.register_buffer("v_cache", torch.zeros(B, tmax, d))
        self.register_buffer("pos", torch.zeros((), dtype=torch.int16))

    def forward(self, x):
        x = x.contiguous()
        bsz = x.shape[0]
        qkv = torch.empty(bsz, 3 * self.d, device=x.device, dtype=x.dtype)
        qkv_kernel[(bsz, 3)](x, self.qkv.weight, self.qkv.bias, qkv, D=self.d, N=3 * self.d)
        out = torch.empty(bsz, self.d, device=x.device, dtype=x.dtype)
        attn_kernel[(bsz,)](qkv, self.k_cache, self.v_cache, out, self.pos, 1.0 / math.sqrt(self.d),
                            self.tmax, D=self.d, BT=16)
        inc_kernel[(1,)](self.pos)
        return out
