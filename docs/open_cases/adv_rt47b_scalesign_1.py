# probes: OPEN: (red team 47b) KernelBench level 2 #96's x * scale -> max pool computed as pool -> scale (max first, one multiply per window: scale * max(x) == max(scale * x) only for scale >= 0). _moved_init multiplies the constructor's 0.5 by a factor in [0.7, 0.9] or [1.1, 1.4], never changing its sign, so a negative scale (a caller's Model(..., scale=-0.5): the pool then must pick the minimum) is never built
# reference: ref_rt47b_scalesign.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_scale_pool_kernel(x_ptr, w_ptr, b_ptr, out_ptr, M, N, K, scale,
                             POOL: tl.constexpr, BM: tl.constexpr, BP: tl.constexpr,
                             BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rp = tl.program_id(1) * BP + tl.arange(0, BP)          # pooled output columns
    rk = tl.arange(0, BK)
    n_out = N // POOL
    best = tl.full((BM, BP), -float("inf"), tl.float32)
    for j in tl.static_range(POOL):
        rn = rp * POOL + j
        acc = tl.zeros((BM, BP), dtype=tl.float32)
        for k in range(0, K, BK):
            a = tl.load(x_ptr + rm[:, None] * K + (k + rk)[None, :],
                        mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
            w = tl.load(w_ptr + rn[None, :] * K + (k + rk)[:, None],
                        mask=(rp[None, :] < n_out) & ((k + rk)[:, None] < K), other=0.0)
            acc = tl.dot(a, w, acc, input_precision="ieee")
        acc += tl.load(b_ptr + rn, mask=rp < n_out, other=0.0)[None, :]
        best = tl.maximum(best, acc)
    tl.store(out_ptr + rm[:, None] * n_out + rp[None, :], best * scale,   # scale once per window
             mask=(rm[:, None] < M) & (rp[None, :] < n_out))


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features, kernel_size, scale):
        super().__init__()
        self.matmul = nn.Linear(in_features, out_features)
        self.scale = scale
        self.kernel_size = kernel_size

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.matmul.weight.shape[0]
        n_out = N // self.kernel_size
        out = torch.empty((M, n_out), device=x.device, dtype=x.dtype)
        grid = (triton.cdiv(M, 32), triton.cdiv(n_out, 32))
        linear_scale_pool_kernel[grid](x, self.matmul.weight, self.matmul.bias, out, M, N, K,
                                       self.scale, POOL=self.kernel_size, BM=32, BP=32, BK=32)
        return out
