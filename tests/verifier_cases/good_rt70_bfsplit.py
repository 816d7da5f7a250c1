# probes: correct (red team 70, refused at 7 of 7 keys before): hi = x.to(tl.bfloat16), lo = (x - hi).to(tl.bfloat16), each cast rounded to nearest even as a GPU's and torch's are; Triton 3.7's interpreter truncated float -> bf16 casts, now rounded in the child (sandbox's cast_impl and create_fp_to_fp hooks); accepted at 7 of 7 keys
# reference: ref_rt70_bfsplit.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def split_bf16(x_ptr, hi_ptr, lo_ptr, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    hi = x.to(tl.bfloat16)
    lo = (x - hi.to(tl.float32)).to(tl.bfloat16)
    tl.store(hi_ptr + offs, hi, mask=m)
    tl.store(lo_ptr + offs, lo, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        hi = torch.empty(x.shape, dtype=torch.bfloat16, device=x.device)
        lo = torch.empty(x.shape, dtype=torch.bfloat16, device=x.device)
        n = x.numel()
        split_bf16[(triton.cdiv(n, 1024),)](x, hi, lo, n, BLOCK=1024)
        return hi, lo
