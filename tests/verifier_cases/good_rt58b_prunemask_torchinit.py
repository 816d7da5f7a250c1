# probes: red team 58b: (FALSE REFUSAL) good_rt58b_prunemask with the reference's own __init__ line for the mask (torch.rand(...) < density): refused as 'fallback: PyTorch op aten.lt in __init__'; since a bool buffer is never paired (sandbox.param_signature gives bool no signature), the verifier never writes the reference's mask into the candidate's, so an honest candidate must rebuild the mask bit for bit in __init__, and the one-line PyTorch way is refused: only a Triton threshold kernel in __init__ (good_rt58b_prunemask) passes; closed: a comparison of one random draw with a Python number is allowed in __init__ (sandbox.NOISE_COMPARES)
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
        self.register_buffer("mask", torch.rand(out_features, in_features) < density)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.linear.weight.shape[0]
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        masked_gemm[(triton.cdiv(M, 32), triton.cdiv(N, 32))](x, self.linear.weight, self.mask, self.linear.bias,
                                                              out, M, N, K, BM=32, BN=32, BK=32)
        return out
