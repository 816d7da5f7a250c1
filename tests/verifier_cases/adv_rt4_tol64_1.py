# probes: red team 4 #16 (cheat_fp32_17): a float64 task computed in float32 passed TOL[float64] = 1e-6
# reference: ref_linear64.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


# float64 task, float32 arithmetic: operands are rounded to fp32 in the kernel, the dot and the
# softmax run in fp32, and the result is widened back to fp64 on store. TOL[float64] = 1e-6 is
# ~17 fp32 ulps, so this passes.
@triton.jit
def linear_softmax(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K,
                   BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    offs_m = pid_m * BM + tl.arange(0, BM)
    offs_n = tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        offs_k = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + offs_m[:, None] * K + offs_k[None, :],
                    mask=(offs_m[:, None] < M) & (offs_k[None, :] < K), other=0.0).to(tl.float32)
        b = tl.load(w_ptr + offs_n[None, :] * K + offs_k[:, None],
                    mask=(offs_n[None, :] < N) & (offs_k[:, None] < K), other=0.0).to(tl.float32)
        acc += tl.dot(a, b, input_precision="ieee")
    acc += tl.load(b_ptr + offs_n, mask=offs_n < N, other=0.0).to(tl.float32)[None, :]
    acc = tl.where(offs_n[None, :] < N, acc, -float("inf"))
    acc = acc - tl.max(acc, axis=1)[:, None]
    e = tl.exp(acc)
    p = e / tl.sum(e, axis=1)[:, None]
    tl.store(y_ptr + offs_m[:, None] * N + offs_n[None, :], p.to(tl.float64),
             mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_f, out_f):
        super().__init__()
        self.fc = nn.Linear(in_f, out_f).double()

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.weight.shape[0]
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        linear_softmax[(triton.cdiv(M, 16),)](x, self.fc.weight, self.fc.bias, y, M, N, K,
                                               BM=16, BN=32, BK=32)
        return y
