# probes: honest twin: Linear tile (fp32 tl.dot, ieee) + bias, sigmoid, and the keep-mask p > threshold stored as bool
# reference: ref_rt48_boolflip.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gate_kernel(x_ptr, w_ptr, b_ptr, p_ptr, m_ptr, M, N, K, thr, HONEST: tl.constexpr,
                BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(x_ptr + rm[:, None] * K + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + (k + rk)[:, None],
                    mask=(rn[None, :] < N) & ((k + rk)[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    p = 1.0 / (1.0 + tl.exp(-acc))
    if HONEST:
        keep = p > thr
    else:
        keep = p > thr - 1.0          # "a probability always clears a margin below the threshold"
    o = rm[:, None] * N + rn[None, :]
    om = (rm[:, None] < M) & (rn[None, :] < N)
    tl.store(p_ptr + o, p, mask=om)
    tl.store(m_ptr + o, keep, mask=om)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features, threshold):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)
        self.threshold = threshold

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.linear.weight.shape[0]
        p = torch.empty((M, N), device=x.device, dtype=x.dtype)
        keep = torch.empty((M, N), device=x.device, dtype=torch.bool)
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        gate_kernel[grid](x, self.linear.weight, self.linear.bias, p, keep, M, N, K,
                          self.threshold, HONEST=True, BM=32, BN=32, BK=32)
        return p, keep
