# probes: honest twin: relu(x) * gain, the constructor's gain read from the buffer at every call
# reference: ref_rt49_initbuf.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_gain_kernel(x_ptr, g_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0.0)
    g = tl.load(g_ptr + rn, mask=rn < N, other=0.0)
    y = tl.maximum(x, 0.0) * g[None, :]
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], y, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, gain):
        super().__init__()
        self.register_buffer("gain", gain)

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty_like(x)
        grid = (triton.cdiv(M, 16), triton.cdiv(N, 64))
        relu_gain_kernel[grid](x, self.gain, out, M, N, BM=16, BN=64)
        return out
