# probes: mean + covariance (FID statistics): the far draw is kept by the mean (compared in full); the covariance moves under the nudge of the centred data and was held to ROUNDING_SLACK x the whole nudge's move (~7.7e-3, measured against |e|+1 but applied against |r|+max|cov|); a one-pass covariance (X^T X - n mu mu^T)/(n-1) passed. Refused since the bound is per float32 step of the nudge and applied with min(1, max|ref|)
# reference: ref_rt32_gstats.py
# expect: mismatch
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
    acc = tl.zeros((BD, BD), dtype=tl.float32)
    for r0 in range(0, N, BN):
        rows = r0 + tl.arange(0, BN)
        a = tl.load(x_ptr + rows[:, None] * D + ci[None, :],
                    mask=(rows[:, None] < N) & (ci[None, :] < D), other=0.0)
        b = tl.load(x_ptr + rows[:, None] * D + cj[None, :],
                    mask=(rows[:, None] < N) & (cj[None, :] < D), other=0.0)
        acc = tl.dot(tl.trans(a), b, acc, input_precision="ieee")      # raw X^T X
    mi = tl.load(mu_ptr + ci, mask=ci < D, other=0.0)
    mj = tl.load(mu_ptr + cj, mask=cj < D, other=0.0)
    cov = (acc - N * mi[:, None] * mj[None, :]) / (N - 1)                # one pass
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
