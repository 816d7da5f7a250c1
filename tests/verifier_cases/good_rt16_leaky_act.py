# probes: false refusal of a constexpr-selected activation helper (if on constexpr in a helper) + static_range K loop + autotune
# reference: ref_linear_leaky.py
# expect: ok
# idea: honest linear + leaky_relu; K walked with tl.static_range(K // BK); ACT chosen by constexpr
import torch
import torch.nn as nn
import triton
import triton.language as tl

NEG_SLOPE = tl.constexpr(0.01)


@triton.jit
def activation(v, ACT: tl.constexpr):
    if ACT == 1:
        v = tl.where(v > 0, v, v * NEG_SLOPE)
    elif ACT == 2:
        v = tl.maximum(v, 0.0)
    return v


@triton.autotune(configs=[triton.Config({"BM": 16, "BN": 16}, num_warps=4),
                          triton.Config({"BM": 32, "BN": 16}, num_warps=4)], key=["M", "N"])
@triton.jit
def linear_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K: tl.constexpr,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, ACT: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for kk in tl.static_range(K // BK):
        rk = kk * BK + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=rm[:, None] < M, other=0.0)
        b = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=rn[None, :] < N, other=0.0)
        acc += tl.dot(a, b, input_precision="ieee")
    bias = tl.load(b_ptr + rn, mask=rn < N, other=0.0)
    acc = activation(acc + bias[None, :], ACT)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.weight.shape[0]
        y = torch.empty((M, N), device=x.device, dtype=torch.float32)
        grid = lambda meta: (triton.cdiv(M, meta["BM"]), triton.cdiv(N, meta["BN"]))
        linear_kernel[grid](x, self.fc.weight, self.fc.bias, y, M, N, K=K, BK=16, ACT=1)
        return y
