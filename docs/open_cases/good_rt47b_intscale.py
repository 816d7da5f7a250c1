# probes: honest twin: Linear rows (fp32 tl.dot), scaled by the module's scale_factor, then the row minimum
# reference: ref_rt47b_intscale.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_scale_min_kernel(x_ptr, w_ptr, b_ptr, out_ptr, M, N, K, scale,
                            BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(x_ptr + rm[:, None] * K + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + (k + rk)[:, None],
                    mask=(rn[None, :] < N) & ((k + rk)[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    y = tl.where(rn[None, :] < N, acc * scale, float("inf"))
    tl.store(out_ptr + rm, tl.min(y, axis=1), mask=rm < M)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features, scale_factor):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.scale_factor = scale_factor

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.weight.shape[0]
        out = torch.empty((M, 1), device=x.device, dtype=x.dtype)
        linear_scale_min_kernel[(triton.cdiv(M, 16),)](x, self.fc.weight, self.fc.bias, out, M, N, K,
                                                       self.scale_factor, BM=16,
                                                       BN=triton.next_power_of_2(N), BK=32)
        return out
