# probes: false refusal: split-K matmul with tl.atomic_add, autotune reset_to_zero + config pre_hook, helper jit fn
# reference: ref_linear.py
# expect: ok
# idea: honest nn.Linear: out zeroed by reset_to_zero/pre_hook, partial products atomically added; bias added by split 0
import torch
import torch.nn as nn
import triton
import triton.language as tl


def zero_out(nargs):
    nargs["out_ptr"].zero_()


@triton.jit
def tile_dot(a, b):
    return tl.dot(a, b, input_precision="ieee")


@triton.autotune(configs=[triton.Config({"SPLIT": 2}, pre_hook=zero_out),
                          triton.Config({"SPLIT": 4}, pre_hook=zero_out)],
                 key=["M", "N", "K"], reset_to_zero=["out_ptr"])
@triton.jit
def linear_splitk(x_ptr, w_ptr, b_ptr, out_ptr, M, N, K,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, SPLIT: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    pid_k = tl.program_id(2)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    k_per = tl.cdiv(K, SPLIT)
    for k0 in range(0, k_per, BK):
        rk = pid_k * k_per + k0 + tl.arange(0, BK)
        km = (rk < K) & (k0 + tl.arange(0, BK) < k_per)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & km[None, :], other=0.0)
        b = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & km[:, None], other=0.0)
        acc += tile_dot(a, b)
    bias = tl.load(b_ptr + rn, mask=rn < N, other=0.0)
    acc += tl.where(pid_k == 0, 1.0, 0.0) * bias[None, :]
    om = (rm[:, None] < M) & (rn[None, :] < N)
    tl.atomic_add(out_ptr + rm[:, None] * N + rn[None, :], acc, mask=om)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.weight.shape[0]
        out = torch.empty((M, N), device=x.device, dtype=torch.float32)
        grid = lambda meta: (triton.cdiv(M, 16), triton.cdiv(N, 16), meta["SPLIT"])
        linear_splitk[grid](x, self.fc.weight, self.fc.bias, out, M, N, K, BM=16, BN=16, BK=16)
        return out
