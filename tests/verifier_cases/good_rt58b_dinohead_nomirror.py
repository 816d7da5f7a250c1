# probes: red team 58b: (FALSE REFUSAL) honest DINO head (v / ||v|| from weight_v at every call, times weight_g, GEMM with the normalised features) refused as 'the reference's forward updates state ... that no tensor of the candidate's pairs with': nn.utils.weight_norm's pre-forward hook rebinds the Linear's plain attribute `weight` (g * v / ||v||) at every call, so sandbox.keyed_state lists it (a plain tensor), _forward_changes finds it changed (stateful), its digest is kept, and reward's `unpaired` check demands a candidate tensor holding the same bytes that the candidate updates like it; a candidate that never materialises W (the efficient way) cannot pass; closed: a tensor the forward rebinds without reading it is derived, not state (sandbox._forward_changes' derived)
# reference: ref_rt58b_dinohead.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rownorm_kernel(x_ptr, out_ptr, D, BLOCK: tl.constexpr, CLAMP: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    x = tl.load(x_ptr + row * D + offs, mask=m, other=0.0)
    n = tl.sqrt(tl.sum(x * x, axis=0))
    if CLAMP:
        n = tl.maximum(n, 1e-12)
    tl.store(out_ptr + row * D + offs, x / n, mask=m)


@triton.jit
def wn_gemm(a_ptr, d_ptr, g_ptr, out_ptr, M, N, K,
            BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        b = tl.load(d_ptr + rn[None, :] * K + (k + rk)[:, None],
                    mask=(rn[None, :] < N) & ((k + rk)[:, None] < K), other=0.0)
        acc = tl.dot(a, b, acc, input_precision="ieee")
    g = tl.load(g_ptr + rn, mask=rn < N, other=0.0)
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], acc * g[None, :],
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        # nn.utils.weight_norm's two parameters, in its order: the gain g (filled with 1 as
        # DINO does) and the direction v (the Linear's init)
        self.weight_g = nn.Parameter(torch.ones(out_dim, 1))
        self.weight_v = nn.Linear(in_dim, out_dim, bias=False).weight

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        v = self.weight_v
        N = v.shape[0]
        xn = torch.empty_like(x)
        rownorm_kernel[(M,)](x, xn, K, BLOCK=triton.next_power_of_2(K), CLAMP=True)
        d = torch.empty((N, K), device=x.device, dtype=x.dtype)
        rownorm_kernel[(N,)](v, d, K, BLOCK=triton.next_power_of_2(K), CLAMP=False)
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        wn_gemm[(triton.cdiv(M, 16), triton.cdiv(N, 32))](xn, d, self.weight_g, out, M, N, K,
                                                          BM=16, BN=32, BK=32)
        return out
