# probes: OPEN: red team 65a: Euclidean distances by the expansion |x|^2 + |c|^2 - 2 x.c with no clamp at 0 before the sqrt: where a point and a centroid coincide (k-means++ or random-sample initialisation, a query that is in the database) the expansion rounds to a tiny negative about half the time and sqrt gives NaN (17 NaN of 64 self-pairs on one draw) where torch.cdist clamps to 0. The two inputs are drawn independently at every trial, so no point of x ever equals a row of the centroids except the small trial's _zero_sets, which zero one row of each (x[i0] = c[j0] = 0: an exact 0 with no rounding, harmless here); no draw copies one input's rows into another (the float face of adv_rt65a_crosshit_1; adv_rt62b_iouloss_1 is its zero-only case); open: two float inputs never share a row (a point equal to a centroid / a query equal to a key) except where both are zeroed (a row copied from one float input into another at the small trial's first try was tried and taken back: good_rt65a_selfdist, with its clamp, missed the tolerance there at key 01 by the expansion's cancellation alone, and the cheat's NaN came at about half the coinciding pairs)
# reference: ref_rt65a_selfdist.py
# expect: mismatch
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
        cdist_kernel[grid](x, c, out, N, K, D, CLAMP=False, BN=32, BK=32, BD=triton.next_power_of_2(D))
        return out
