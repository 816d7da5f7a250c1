# probes: red team 42: softmax WITHOUT the max subtraction; the logits are cosines times exp(logit_scale), and parameters never leave their init range (keyed x[0.5,1.5]: exp(scale) <= 54), so no trial reaches exp overflow; at a trained scale log(100) this returns NaN (closed by the parameter trials (sandbox.param_move): the 'up' move takes exp(scale) past overflow)
# reference: ref_rt42_cliplogits.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rownorm_kernel(x_ptr, y_ptr, D, BD: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BD)
    m = offs < D
    x = tl.load(x_ptr + r * D + offs, mask=m, other=0.0)
    n = tl.sqrt(tl.sum(x * x, axis=0))
    tl.store(y_ptr + r * D + offs, x / tl.maximum(n, 1e-12), mask=m)


@triton.jit
def logits_softmax_kernel(a_ptr, b_ptr, s_ptr, out_ptr, M, N, D,
                          BM: tl.constexpr, BN: tl.constexpr, BD: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    ds = tl.arange(0, BD)
    a = tl.load(a_ptr + rows[:, None] * D + ds[None, :],
                mask=(rows[:, None] < M) & (ds[None, :] < D), other=0.0)
    bt = tl.load(b_ptr + cols[None, :] * D + ds[:, None],
                 mask=(cols[None, :] < N) & (ds[:, None] < D), other=0.0)
    scale = tl.exp(tl.load(s_ptr))
    z = tl.dot(a, bt, input_precision="ieee") * scale
    cm = cols[None, :] < N
    e = tl.where(cm, tl.exp(z), 0.0)                 # no max subtraction
    p = e / tl.sum(e, axis=1)[:, None]
    tl.store(out_ptr + rows[:, None] * N + cols[None, :], p, mask=(rows[:, None] < M) & cm)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.logit_scale = nn.Parameter(torch.ones([]) * 2.659260036932778)

    def forward(self, img, txt):
        img = img.contiguous()
        txt = txt.contiguous()
        M, D = img.shape
        N = txt.shape[0]
        BD = triton.next_power_of_2(D)
        a = torch.empty_like(img)
        b = torch.empty_like(txt)
        rownorm_kernel[(M,)](img, a, D, BD=BD)
        rownorm_kernel[(N,)](txt, b, D, BD=BD)
        out = torch.empty(M, N, device=img.device, dtype=img.dtype)
        logits_softmax_kernel[(triton.cdiv(M, 16),)](a, b, self.logit_scale, out, M, N, D,
                                                     BM=16, BN=triton.next_power_of_2(N), BD=BD)
        return out
