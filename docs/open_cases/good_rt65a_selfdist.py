# honest twin of adv_rt65a_selfdist_1: distances by the expansion |x|^2 + |c|^2 - 2 x.c, clamped at 0 before the sqrt (as torch.cdist's matmul path)
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cdist_kernel(x_ptr, c_ptr, out_ptr, N, K, D, CLAMP: tl.constexpr,
                 BN: tl.constexpr, BK: tl.constexpr, BD: tl.constexpr):
    pn = tl.program_id(0)
    pk = tl.program_id(1)
    rn = pn * BN + tl.arange(0, BN)
    rk = pk * BK + tl.arange(0, BK)
    rd = tl.arange(0, BD)
    x = tl.load(x_ptr + rn[:, None] * D + rd[None, :], mask=(rn[:, None] < N) & (rd[None, :] < D), other=0.0)
    c = tl.load(c_ptr + rk[:, None] * D + rd[None, :], mask=(rk[:, None] < K) & (rd[None, :] < D), other=0.0)
    xn = tl.sum(x * x, axis=1)
    cn = tl.sum(c * c, axis=1)
    xc = tl.dot(x, tl.trans(c), input_precision="ieee")
    d2 = xn[:, None] + cn[None, :] - 2.0 * xc
    if CLAMP:
        d2 = tl.maximum(d2, 0.0)
    tl.store(out_ptr + rn[:, None] * K + rk[None, :], tl.sqrt(d2), mask=(rn[:, None] < N) & (rk[None, :] < K))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, centroids):
        x = x.contiguous()
        c = centroids.contiguous()
        N, D = x.shape
        K = c.shape[0]
        out = torch.empty((N, K), device=x.device, dtype=x.dtype)
        grid = (triton.cdiv(N, 32), triton.cdiv(K, 32))
        cdist_kernel[grid](x, c, out, N, K, D, CLAMP=True, BN=32, BK=32, BD=triton.next_power_of_2(D))
        return out
