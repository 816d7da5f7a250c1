# probes: red team 58b: (FALSE REFUSAL) honest post-norm MLP block that leaves out the reference's never-called pre_norm LayerNorm: sandbox.pair_params pairs constant-initialised tensors the k-th of a class with the k-th, so the candidate's only LayerNorm (weight ones, bias zeros, shape (64,)) pairs with the reference's FIRST one, the unused pre_norm, and gets its keyed values while the reference's output uses the second's; closed: where the candidate holds fewer of a class, the reference's tensors no op of its forward reads pair last (pair_params' unread, from the read tracker in sandbox._forward_changes)
# reference: ref_rt58b_deadnorm.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_kernel(a_ptr, w_ptr, b_ptr, out_ptr, M, N, K, GELU: tl.constexpr,
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
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    if GELU:
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], acc,
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def add_ln_kernel(x_ptr, y_ptr, g_ptr, b_ptr, out_ptr, D, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    j = tl.arange(0, BLOCK)
    m = j < D
    v = tl.load(x_ptr + row * D + j, mask=m, other=0.0) + tl.load(y_ptr + row * D + j, mask=m, other=0.0)
    mean = tl.sum(v, axis=0) / D
    d = tl.where(m, v - mean, 0.0)
    var = tl.sum(d * d, axis=0) / D
    r = 1.0 / tl.sqrt(var + eps)
    g = tl.load(g_ptr + j, mask=m, other=0.0)
    b = tl.load(b_ptr + j, mask=m, other=0.0)
    tl.store(out_ptr + row * D + j, d * r * g + b, mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim, hidden):
        super().__init__()
        self.fc1 = nn.Linear(dim, hidden)
        self.fc2 = nn.Linear(hidden, dim)
        self.norm = nn.LayerNorm(dim)

    def forward(self, x):
        x = x.contiguous()
        M, D = x.shape
        H = self.fc1.weight.shape[0]
        h = torch.empty((M, H), device=x.device, dtype=x.dtype)
        linear_kernel[(triton.cdiv(M, 16), triton.cdiv(H, 32))](x, self.fc1.weight, self.fc1.bias, h, M, H, D,
                                                                 GELU=True, BM=16, BN=32, BK=32)
        y = torch.empty_like(x)
        linear_kernel[(triton.cdiv(M, 16), triton.cdiv(D, 32))](h, self.fc2.weight, self.fc2.bias, y, M, D, H,
                                                                 GELU=False, BM=16, BN=32, BK=32)
        out = torch.empty_like(x)
        add_ln_kernel[(M,)](x, y, self.norm.weight, self.norm.bias, out, D, self.norm.eps,
                            BLOCK=triton.next_power_of_2(D))
        return out
