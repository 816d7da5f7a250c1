# honest twin: int32 accumulator requantised in Triton: acc / 2^shift in float32, rounded half to even as torch.round, saturated to int8, times the channel's scale
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def requant_kernel(acc_ptr, s_ptr, out_ptr, n, C, inv, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(acc_ptr + offs, mask=m, other=0)
    v = a.to(tl.float32) * inv
    r = tl.floor(v + 0.5)
    tie = (r - v) == 0.5
    odd = (r - 2.0 * tl.floor(r * 0.5)) != 0.0
    r = tl.where(tie & odd, r - 1.0, r)
    r = tl.minimum(tl.maximum(r, -128.0), 127.0)
    s = tl.load(s_ptr + offs % C, mask=m, other=0.0)
    tl.store(out_ptr + offs, r * s, mask=m)


class ModelNew(nn.Module):
    def __init__(self, shift=4):
        super().__init__()
        self.shift = shift

    def forward(self, acc, out_scale):
        acc = acc.contiguous()
        out_scale = out_scale.contiguous()
        C = acc.shape[-1]
        out = torch.empty(acc.shape, device=acc.device, dtype=out_scale.dtype)
        n = acc.numel()
        BLOCK = 1024
        requant_kernel[(triton.cdiv(n, BLOCK),)](acc, out_scale, out, n, C, 1.0 / (2 ** self.shift), BLOCK=BLOCK)
        return out
