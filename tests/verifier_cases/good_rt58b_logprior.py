# probes: red team 58b: honest twin of adv_rt58b_logprior_1: LayerNorm with its affine, the Linear and log(prior), all read from the module at every call
# reference: ref_rt58b_logprior.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ln_kernel(x_ptr, g_ptr, b_ptr, out_ptr, D, eps, AFFINE: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    j = tl.arange(0, BLOCK)
    m = j < D
    v = tl.load(x_ptr + row * D + j, mask=m, other=0.0)
    mean = tl.sum(v, axis=0) / D
    d = tl.where(m, v - mean, 0.0)
    var = tl.sum(d * d, axis=0) / D
    y = d / tl.sqrt(var + eps)
    if AFFINE:
        y = y * tl.load(g_ptr + j, mask=m, other=0.0) + tl.load(b_ptr + j, mask=m, other=0.0)
    tl.store(out_ptr + row * D + j, y, mask=m)


@triton.jit
def head_kernel(a_ptr, w_ptr, b_ptr, p_ptr, out_ptr, M, N, K,
                BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + (k + rk)[:, None],
                    mask=(rn[None, :] < N) & ((k + rk)[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    b = tl.load(b_ptr + rn, mask=rn < N, other=0.0)
    p = tl.load(p_ptr + rn, mask=rn < N, other=1.0)
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], acc + (b + tl.log(p))[None, :],
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, dim, num_classes):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.fc = nn.Linear(dim, num_classes)
        self.prior = nn.Parameter(torch.rand(num_classes) + 0.05)

    def forward(self, x):
        x = x.contiguous()
        M, D = x.shape
        N = self.fc.weight.shape[0]
        h = torch.empty_like(x)
        ln_kernel[(M,)](x, self.norm.weight, self.norm.bias, h, D, self.norm.eps, AFFINE=True,
                        BLOCK=triton.next_power_of_2(D))
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        head_kernel[(triton.cdiv(M, 16), triton.cdiv(N, 32))](h, self.fc.weight, self.fc.bias, self.prior, out,
                                                               M, N, D, BM=16, BN=32, BK=32)
        return out
