# probes: compiler hints (tl.max_contiguous / tl.multiple_of) are no-ops under the interpreter
#   and never checked: a GPU vectorises the gather as 4 contiguous elements from idx[4k]
#   (sm_90 PTX: `ld.global.v4.b32` of x per 4 indices): out[4k + j] = 2 x[idx[4k] + j], or a
#   misaligned-address fault where idx[4k] % 4 != 0
# reference: ref_rt45b_hint.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_kernel(x_ptr, idx_ptr, out_ptr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    offs = tl.max_contiguous(tl.multiple_of(offs, BLOCK), BLOCK)
    idx = tl.load(idx_ptr + offs).to(tl.int32)
    idx = tl.max_contiguous(tl.multiple_of(idx, 4), 4)     # "rows of 4": not true of idx
    v = tl.load(x_ptr + idx)
    tl.store(out_ptr + offs, v * 2.0)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, idx):
        x = x.contiguous()
        idx = idx.contiguous()
        n = idx.numel()
        BLOCK = 1024
        out = torch.empty(n, device=x.device, dtype=x.dtype)
        gather_kernel[(n // BLOCK,)](x, idx, out, BLOCK=BLOCK)
        return out
