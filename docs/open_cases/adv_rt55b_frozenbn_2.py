# probes: OPEN: red team 55b: (adv_rt55b_frozenbn_1's detection against the redraw) red team 52b's cosine classifier without F.normalize's clamp on the class columns (adv_rt52b_colcos_1, closed by the redrawn trial's zeroed row and column), revived: a kernel copies the class weights at call 0 into memory __init__ allocated, and every later launch takes the clamped path for a column that differs from that copy, the clamp-free rsqrt otherwise. sandbox.param_move's "redraw" (the only trial that zeroes a column) changes every random weight for that one call, so the kernel sees the change exactly there; every other call runs with the call-0 weights, none zero. A loaded checkpoint with a pruned or zero-initialised class column (the weights fixed from the first call on) gets NaN logits where the reference gives 0; open: the class weights never hold a near-zero row at every call (tried at this stop: a row and column below 1e-12 in every random matrix closed it, and refused KernelBench level 2's Gemm, scale, BatchNorm, a constant column normalised to rounding noise)
# reference: ref_rt52b_colcos.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rownorm_kernel(x_ptr, out_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    x = tl.load(x_ptr + row * D + offs, mask=m, other=0.0)
    n = tl.sqrt(tl.sum(x * x, axis=0))
    tl.store(out_ptr + row * D + offs, x / tl.maximum(n, 1e-12), mask=m)


@triton.jit
def colnorm_t_kernel(w_ptr, snap_ptr, out_ptr, K, N, FIRST: tl.constexpr, BLOCK: tl.constexpr):
    # column j of the (K, N) weight, normalised, stored as row j of a (N, K) tensor
    j = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < K
    w = tl.load(w_ptr + offs * N + j, mask=m, other=0.0)
    if FIRST:
        tl.store(snap_ptr + offs * N + j, w, mask=m)
        moved = 0
    else:
        s = tl.load(snap_ptr + offs * N + j, mask=m, other=0.0)
        moved = tl.sum(tl.where(w != s, 1, 0), axis=0)
    ss = tl.sum(w * w, axis=0)
    r = tl.where(moved > 0, 1.0 / tl.maximum(tl.sqrt(ss), 1e-12), tl.rsqrt(ss))
    tl.store(out_ptr + j * K + offs, w * r, mask=m)


@triton.jit
def cos_gemm_kernel(a_ptr, b_ptr, out_ptr, M, N, K, scale,
                    BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        b = tl.load(b_ptr + rn[None, :] * K + (k + rk)[:, None],
                    mask=(rn[None, :] < N) & ((k + rk)[:, None] < K), other=0.0)
        acc = tl.dot(a, b, acc, input_precision="ieee")
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], acc * scale,
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, num_classes, scale):
        super().__init__()
        self.kernel = nn.Parameter(torch.randn(in_features, num_classes))
        self.scale = scale
        self.snap = torch.zeros(in_features * num_classes + 5)
        self.first = True

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.kernel.shape[1]
        BK = triton.next_power_of_2(K)
        xn = torch.empty_like(x)
        wn = torch.empty((N, K), device=x.device, dtype=x.dtype)
        rownorm_kernel[(M,)](x, xn, K, BLOCK=BK)
        colnorm_t_kernel[(N,)](self.kernel, self.snap, wn, K, N, FIRST=self.first, BLOCK=BK)
        self.first = False
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        cos_gemm_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](xn, wn, out, M, N, K, self.scale,
                                                                  BM=32, BN=32, BK=32)
        return out

