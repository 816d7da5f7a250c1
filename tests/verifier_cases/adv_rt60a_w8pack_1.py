# probes: red team 60a: random integer weights are keyed once (_keyed_order, before call 0) and never moved again within an evaluation: the parameter trials (movers), the redraw (rmovers) and the edited call's nudge all take floating tensors only, so a K-major pack of the int8 qweight built at the first forward and never rebuilt (no fingerprint at all) passes; a user who loads another quantised checkpoint (load_state_dict) after the first call, or requantises, keeps the first weights; closed: the edited calls move random integer weights too: a few elements another of the tensor's values, or a permutation's elements rotated (sandbox._int_change)
# reference: ref_rt60a_w8pack.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def w8_gemm(a_ptr, q_ptr, s_ptr, b_ptr, out_ptr, M, N, K, sqn, sqk,
            BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        q = tl.load(q_ptr + rn[None, :] * sqn + (k + rk)[:, None] * sqk,
                    mask=(rn[None, :] < N) & ((k + rk)[:, None] < K), other=0)
        acc = tl.dot(a, q.to(tl.float32), acc, input_precision="ieee")
    s = tl.load(s_ptr + rn, mask=rn < N, other=0.0)
    b = tl.load(b_ptr + rn, mask=rn < N, other=0.0)
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], acc * s[None, :] + b[None, :],
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def pack_t(q_ptr, qt_ptr, N, K, BK: tl.constexpr):
    n = tl.program_id(0)
    ks = tl.arange(0, BK)
    m = ks < K
    tl.store(qt_ptr + ks * N + n, tl.load(q_ptr + n * K + ks, mask=m, other=0), mask=m)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.register_buffer("qweight", torch.randint(-127, 128, (out_features, in_features), dtype=torch.int8))
        self.register_buffer("scales", torch.rand(out_features) * 0.02 + 0.001)
        self.bias = nn.Parameter(torch.zeros(out_features))
        self.qt = None

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.qweight.shape[0]
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        q = self.qweight
        if self.qt is None or self.qt.numel() != q.numel() or self.qt.device != x.device:
            # K-major copy of the int8 weights, packed once at the first call
            self.qt = torch.empty(K * N, dtype=torch.int8, device=x.device)
            pack_t[(N,)](q.contiguous(), self.qt, N, K, BK=triton.next_power_of_2(K))
        w8_gemm[(triton.cdiv(M, 32), triton.cdiv(N, 32))](x, self.qt, self.scales, self.bias, out, M, N, K,
                                                          1, N, BM=32, BN=32, BK=32)
        return out
