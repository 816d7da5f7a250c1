# probes: honest twin (as good_rt37_bf16mm): bf16 tiles straight into tl.dot with an fp32 accumulator, bf16's range kept
# reference: ref_rt47b_bf16range.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bf16_linear_kernel(x_ptr, w_ptr, y_ptr, M, N, K,
                       BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :],
                    mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        # W is (N, K): its transpose's tile is read as (BK, BN)
        b = tl.load(w_ptr + rn[None, :] * K + rk[:, None],
                    mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc = tl.dot(a, b, acc)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc.to(tl.bfloat16),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, d_in, d_out):
        super().__init__()
        self.proj = nn.Linear(d_in, d_out, bias=False).to(torch.bfloat16)

    def forward(self, x):
        x = x.contiguous()
        w = self.proj.weight
        M, K = x.shape
        N = w.shape[0]
        y = torch.empty((M, N), device=x.device, dtype=torch.bfloat16)
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        bf16_linear_kernel[grid](x, w, y, M, N, K, BM=32, BN=32, BK=32)
        return y
