# probes: honest twin: the projection and the phases read from the module's own buffers at every call (P through its strides), one tile kernel (fp32 tl.dot, ieee) with the bias and the cosine fused
# reference: ref_rt48_randbuf.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rff_kernel(x_ptr, p_ptr, b_ptr, out_ptr, M, N, K, spn, spk,
               BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(x_ptr + rm[:, None] * K + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        w = tl.load(p_ptr + rn[None, :] * spn + (k + rk)[:, None] * spk,
                    mask=(rn[None, :] < N) & ((k + rk)[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], tl.cos(acc) * 0.125,
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.register_buffer("proj", torch.randn(out_features, in_features) * 0.125)
        self.register_buffer("phase", torch.rand(out_features) * 6.283185307179586)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.proj.shape[0]
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        rff_kernel[grid](x, self.proj, self.phase, out, M, N, K,
                         self.proj.stride(0), self.proj.stride(1), BM=32, BN=32, BK=32)
        return out
