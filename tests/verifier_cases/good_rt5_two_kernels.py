# red team 5's good_11: must stay accepted (was refused before the rt5 fixes where noted)
# correct: idioms mix: module-level BLOCK = tl.constexpr(64), tl.static_range, a 2-D tile
#   reshaped with tl.reshape and transposed twice (tl.trans), tl.where, an intermediate buffer
#   from torch.empty_strided written by kernel 1 and read by kernel 2, output returned as
#   out.view_as(x).
import torch
import torch.nn as nn
import triton
import triton.language as tl

BLOCK = tl.constexpr(64)


@triton.jit
def stage1(x_ptr, tmp_ptr, n):
    base = tl.program_id(0) * BLOCK * 4
    for i in tl.static_range(4):
        offs = base + i * BLOCK + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
        t = tl.trans(tl.trans(tl.reshape(v, (8, 8))))
        tl.store(tmp_ptr + offs, tl.reshape(tl.where(t > 0, t, 0.0), (BLOCK,)), mask=offs < n)


@triton.jit
def stage2(tmp_ptr, out_ptr, n):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(tmp_ptr + offs, mask=offs < n), mask=offs < n)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        xf = x.reshape(-1)
        n = xf.numel()
        tmp = torch.empty_strided((n,), (1,), device=x.device, dtype=x.dtype)
        out = torch.empty_like(xf)
        stage1[(triton.cdiv(n, 256),)](xf, tmp, n)
        stage2[(triton.cdiv(n, 64),)](tmp, out, n)
        return out.view_as(x)
