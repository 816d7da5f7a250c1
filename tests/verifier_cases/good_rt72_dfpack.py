# probes: honest twin: hi = x.to(fp32), lo = (x - hi).to(fp32) with the subtraction in float64, stored into the two halves of one (2, N, 3) float32 tensor.
# reference: ref_rt72_dfpack.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def split_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + offs, mask=m)
    hi = x.to(tl.float32)
    lo = (x - hi.to(tl.float64)).to(tl.float32)
    tl.store(out_ptr + offs, hi, mask=m)
    tl.store(out_ptr + N + offs, lo, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty((2,) + tuple(x.shape), dtype=torch.float32, device=x.device)
        n = x.numel()
        split_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
