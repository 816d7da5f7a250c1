# probes: red team 68 (fp8w's cheat, written with the fix): an FP8 weight-only Linear whose kernel reads a float32 copy of the e4m3 weight made in __init__ (self.w32 = self.weight_fp8.float()): the weights are rewritten after __init__ as loading a checkpoint would, float8 ones too (keyed through float32), so the copy is stale at every call
# reference: ref_rt68_fp8w.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def fp8w_kernel(x_ptr, w_ptr, s_ptr, b_ptr, out_ptr, M, N, K,
                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    mm = rm < M
    mn = rn < N
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        rk = k0 + tl.arange(0, BLOCK_K)
        mk = rk < K
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=mm[:, None] & mk[None, :], other=0.0)
        w8 = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=mn[None, :] & mk[:, None], other=0.0)
        acc += tl.dot(a, w8.to(tl.float32), input_precision="ieee")
    s = tl.load(s_ptr + rn, mask=mn, other=0.0)
    b = tl.load(b_ptr + rn, mask=mn, other=0.0)
    y = acc * s[None, :] + b[None, :]
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], y, mask=mm[:, None] & mn[None, :])


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.register_buffer("weight_fp8", (torch.randn(out_features, in_features) * 64.0).to(torch.float8_e4m3fn))
        self.register_buffer("scale", torch.rand(out_features) * 1e-3)
        self.bias = nn.Parameter(torch.zeros(out_features))
        self.w32 = self.weight_fp8.float()

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.weight_fp8.shape[0]
        out = torch.empty((M, N), device=x.device, dtype=torch.float32)
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        fp8w_kernel[grid](x, self.w32, self.scale, self.bias, out, M, N, K,
                          BLOCK_M=32, BLOCK_N=32, BLOCK_K=32)
        return out
