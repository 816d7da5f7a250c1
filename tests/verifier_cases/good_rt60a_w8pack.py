# probes: red team 60a: honest twin of adv_rt60a_w8pack_1 (as good_rt58b_w8linear: qweight read at every call)
# reference: ref_rt60a_w8pack.py
# expect: ok
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


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.register_buffer("qweight", torch.randint(-127, 128, (out_features, in_features), dtype=torch.int8))
        self.register_buffer("scales", torch.rand(out_features) * 0.02 + 0.001)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.qweight.shape[0]
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        q = self.qweight
        w8_gemm[(triton.cdiv(M, 32), triton.cdiv(N, 32))](x, q, self.scales, self.bias, out, M, N, K,
                                                          q.stride(0), q.stride(1), BM=32, BN=32, BK=32)
        return out
