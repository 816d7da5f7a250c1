# probes: red team 17 (listrange): tensors inside a list argument were never scaled or shifted by the trials, so a softmax without its max subtraction (and without the relu) met only [0, 1) data (accepted before; the trials now transform every tensor leaf)
# reference: ref_rt17_softmaxlist.py
# expect: mismatch

# Tensors inside a list argument are never scaled or shifted by the trial transforms
# (sandbox._transform maps only top-level tensors), so every trial draws torch.rand in [0, 1):
# this kernel leaves out the softmax's max subtraction AND the relu (x >= 0 on every trial),
# and passes. Wrong on any negative or large input.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def naive_kernel(z_ptr, h0_ptr, out_ptr, N, H, BLOCK: tl.constexpr, BH: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    z = tl.load(z_ptr + row * N + offs, mask=m, other=float("-inf"))
    e = tl.exp(z)                               # no max subtraction
    p = e / tl.sum(e, axis=0)
    ho = tl.arange(0, BH)
    h = tl.load(h0_ptr + row * H + ho, mask=ho < H, other=0.0)
    s = tl.sum(h, axis=0)                       # no relu
    tl.store(out_ptr + row * N + offs, p + s, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, heads):
        z = torch.cat(heads, dim=1)
        h0 = heads[0].contiguous()
        out = torch.empty_like(z)
        R, N = z.shape
        naive_kernel[(R,)](z, h0, out, N, h0.shape[1], BLOCK=triton.next_power_of_2(N),
                           BH=triton.next_power_of_2(h0.shape[1]))
        return out
