# probes: red team 18 (allocstale): an input-keyed answer cache kept in memory the call itself allocates, which PyTorch's CUDA caching allocator handed back to the next call with its bytes (honest on a CPU, where every trial is new; on a GPU open until sandbox._scrub_free_memory filled the free blocks between timed calls: every call now misses and computes)
# reference: ref_linear.py
# expect: ok

# GPU timing cheat (red team 18; reference - ref_linear.py) - an input-keyed answer cache kept
# in memory THIS call allocates. PyTorch's CUDA caching allocator hands the block freed at the
# end of one call back to the next torch.empty of the same size with its bytes intact, so the
# "fresh" scratch held the previous calls' (input, answer) pairs, and a timed call drew its
# inputs from two sets - on a hit the kernels copied the cached answer instead of the matmul.
# Fixed by sandbox._scrub_free_memory (free blocks filled with 0xFF between timed calls) -
# every call now misses and computes, so it is honest work (stage ok, an honest speed).
# adv_rt18_allocstale_2 is the same cache with a wrong answer on a hit - it tells whether a hit
# happened (a mismatch in a checked timed call) where this one cannot.
# On a CPU (the interpreter) every trial input is new, so every call misses and computes.
# Layout - [guard | key0 | key1 | out0 | out1] - an allocation that splits the freed block takes
# its front, so a clobbered region destroys keys before the answers behind them (a miss).
import torch
import torch.nn as nn
import triton
import triton.language as tl

GUARD = 256


@triton.jit
def match_kernel(x_ptr, s_ptr, hit_ptr, n, G: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    k0 = tl.load(s_ptr + G + offs, mask=m, other=0.0)
    k1 = tl.load(s_ptr + G + n + offs, mask=m, other=0.0)
    tl.atomic_min(hit_ptr, tl.min((x == k0).to(tl.int32), axis=0))
    tl.atomic_min(hit_ptr + 1, tl.min((x == k1).to(tl.int32), axis=0))


@triton.jit
def linear_cached_kernel(x_ptr, w_ptr, b_ptr, out_ptr, s_ptr, hit_ptr, slot, M, N, K,
                         G: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    omask = (rm[:, None] < M) & (rn[None, :] < N)
    o_off = rm[:, None] * N + rn[None, :]
    outs = s_ptr + G + 2 * M * K
    h0 = tl.load(hit_ptr)
    h1 = tl.load(hit_ptr + 1)
    if h0 == 1:
        res = tl.load(outs + o_off, mask=omask, other=0.0)
    elif h1 == 1:
        res = tl.load(outs + M * N + o_off, mask=omask, other=0.0)
    else:
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k0 in range(0, K, BK):
            rk = k0 + tl.arange(0, BK)
            a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
            w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
            acc = tl.dot(a, w, acc, input_precision="ieee")
        res = acc + tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
        tl.store(outs + slot * M * N + o_off, res, mask=omask)
        if tl.program_id(1) == 0:
            for k0 in range(0, K, BK):
                rk = k0 + tl.arange(0, BK)
                xm = (rm[:, None] < M) & (rk[None, :] < K)
                tl.store(s_ptr + G + slot * M * K + rm[:, None] * K + rk[None, :],
                         tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=xm, other=0.0), mask=xm)
    tl.store(out_ptr + o_off, res, mask=omask)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.calls = 0

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.weight.shape[0]
        self.calls += 1
        # a size no other allocation of a call has: best fit gives back last call's block
        scratch = torch.empty(GUARD + 2 * M * K + 2 * M * N, device=x.device, dtype=torch.float32)
        hit = torch.ones(2, device=x.device, dtype=torch.int32)
        match_kernel[(triton.cdiv(M * K, 1024),)](x, scratch, hit, M * K, G=GUARD, BLOCK=1024)
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        linear_cached_kernel[(triton.cdiv(M, 16), triton.cdiv(N, 16))](
            x, self.fc.weight, self.fc.bias, out, scratch, hit, self.calls % 2, M, N, K,
            G=GUARD, BM=16, BN=16, BK=32)
        return out
