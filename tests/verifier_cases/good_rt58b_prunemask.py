# probes: red team 58b: honest twin of adv_rt58b_prunemask_1: the GEMM kernel reads the module's bool mask buffer (and the weight) at every call
# reference: ref_rt58b_prunemask.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def threshold_kernel(r_ptr, m_ptr, n, density, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    ok = offs < n
    r = tl.load(r_ptr + offs, mask=ok, other=1.0)
    tl.store(m_ptr + offs, r < density, mask=ok)


@triton.jit
def masked_gemm(a_ptr, w_ptr, m_ptr, b_ptr, out_ptr, M, N, K,
                BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        wm = (rn[None, :] < N) & ((k + rk)[:, None] < K)
        w = tl.load(w_ptr + rn[None, :] * K + (k + rk)[:, None], mask=wm, other=0.0)
        keep = tl.load(m_ptr + rn[None, :] * K + (k + rk)[:, None], mask=wm, other=0)
        w = tl.where(keep != 0, w, 0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    b = tl.load(b_ptr + rn, mask=rn < N, other=0.0)
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], acc + b[None, :],
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features, density):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)
        r = torch.rand(out_features, in_features)       # the reference's draw, thresholded by a kernel
        mask = torch.empty((out_features, in_features), dtype=torch.bool)
        threshold_kernel[(triton.cdiv(r.numel(), 1024),)](r, mask, r.numel(), density, BLOCK=1024)
        self.register_buffer("mask", mask)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.linear.weight.shape[0]
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        masked_gemm[(triton.cdiv(M, 32), triton.cdiv(N, 32))](x, self.linear.weight, self.mask, self.linear.bias,
                                                              out, M, N, K, BM=32, BN=32, BK=32)
        return out
