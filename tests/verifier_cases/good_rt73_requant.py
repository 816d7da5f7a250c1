# probes: red team 73: an honest int8 requantisation kernel (int64 fixed-point multiply, rounding shift, saturation)
# reference: ref_rt73_requant.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def requant_kernel(acc_ptr, bias_ptr, mult_ptr, out_ptr, M, N, shift, zp,
                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pn * BLOCK_N + tl.arange(0, BLOCK_N)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    acc = tl.load(acc_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0)
    b = tl.load(bias_ptr + rn, mask=rn < N, other=0)
    mu = tl.load(mult_ptr + rn, mask=rn < N, other=0)
    a = (acc + b[None, :]).to(tl.int64) * mu[None, :].to(tl.int64)
    one = tl.full((1,), 1, tl.int64)
    r = (a + (one << (shift - 1))) >> shift
    r = r + zp
    r = tl.minimum(tl.maximum(r, -128), 127)
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], r.to(tl.int8), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, channels, shift, out_zp):
        super().__init__()
        self.shift = shift
        self.out_zp = out_zp
        self.register_buffer("mult", torch.randint(1 << 14, 1 << 15, (channels,), dtype=torch.int32))
        self.register_buffer("bias", torch.randint(-2000, 2000, (channels,), dtype=torch.int32))

    def forward(self, acc):
        acc = acc.contiguous()
        M, N = acc.shape
        out = torch.empty((M, N), dtype=torch.int8, device=acc.device)
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 64))
        requant_kernel[grid](acc, self.bias, self.mult, out, M, N, self.shift, self.out_zp,
                             BLOCK_M=32, BLOCK_N=64)
        return out
