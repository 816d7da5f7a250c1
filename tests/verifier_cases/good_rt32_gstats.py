# good: mean + covariance, two-pass (centred before the products)
# reference: ref_rt32_gstats.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mean_kernel(x_ptr, mu_ptr, N, D, BN: tl.constexpr, BD: tl.constexpr):
    cols = tl.program_id(0) * BD + tl.arange(0, BD)
    acc = tl.zeros((BD,), dtype=tl.float32)
    for r0 in range(0, N, BN):
        rows = r0 + tl.arange(0, BN)
        m = (rows[:, None] < N) & (cols[None, :] < D)
        acc += tl.sum(tl.load(x_ptr + rows[:, None] * D + cols[None, :], mask=m, other=0.0), axis=0)
    tl.store(mu_ptr + cols, acc / N, mask=cols < D)


@triton.jit
def cov_kernel(x_ptr, mu_ptr, cov_ptr, N, D, BN: tl.constexpr, BD: tl.constexpr):
    ci = tl.program_id(0) * BD + tl.arange(0, BD)
    cj = tl.program_id(1) * BD + tl.arange(0, BD)
    mi = tl.load(mu_ptr + ci, mask=ci < D, other=0.0)
    mj = tl.load(mu_ptr + cj, mask=cj < D, other=0.0)
    acc = tl.zeros((BD, BD), dtype=tl.float32)
    for r0 in range(0, N, BN):
        rows = r0 + tl.arange(0, BN)
        ma = (rows[:, None] < N) & (ci[None, :] < D)
        mb = (rows[:, None] < N) & (cj[None, :] < D)
        a = tl.where(ma, tl.load(x_ptr + rows[:, None] * D + ci[None, :], mask=ma, other=0.0) - mi[None, :], 0.0)
        b = tl.where(mb, tl.load(x_ptr + rows[:, None] * D + cj[None, :], mask=mb, other=0.0) - mj[None, :], 0.0)
        acc = tl.dot(tl.trans(a), b, acc, input_precision="ieee")      # centred products
    cov = acc / (N - 1)
    tl.store(cov_ptr + ci[:, None] * D + cj[None, :], cov, mask=(ci[:, None] < D) & (cj[None, :] < D))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        n, d = x.shape
        mu = torch.empty(d, device=x.device, dtype=x.dtype)
        cov = torch.empty(d, d, device=x.device, dtype=x.dtype)
        BD = 16
        mean_kernel[(triton.cdiv(d, BD),)](x, mu, n, d, BN=64, BD=BD)
        cov_kernel[(triton.cdiv(d, BD), triton.cdiv(d, BD))](x, mu, cov, n, d, BN=64, BD=BD)
        return mu, cov
