# probes: red team 42: honest twin: atomic segment sum, then a softmax with the row max subtracted
# reference: ref_rt42_segsoftmax.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def segsum_kernel(x_ptr, seg_ptr, acc_ptr, D, BLOCK: tl.constexpr):
    i = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    s = tl.load(seg_ptr + i)
    x = tl.load(x_ptr + i * D + offs, mask=m, other=0.0)
    tl.atomic_add(acc_ptr + s * D + offs, x, mask=m)


@triton.jit
def softmax_kernel(a_ptr, out_ptr, D, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    a = tl.load(a_ptr + r * D + offs, mask=m, other=0.0)
    a = tl.where(m, a, -float("inf"))
    e = tl.where(m, tl.exp(a - tl.max(a, axis=0)), 0.0)
    tl.store(out_ptr + r * D + offs, e / tl.sum(e, axis=0), mask=m)


class ModelNew(nn.Module):
    def __init__(self, num_segments):
        super().__init__()
        self.num_segments = num_segments

    def forward(self, x, seg):
        x = x.contiguous()
        N, D = x.shape
        acc = torch.zeros(self.num_segments, D, dtype=torch.float32, device=x.device)
        BLOCK = triton.next_power_of_2(D)
        segsum_kernel[(N,)](x, seg, acc, D, BLOCK=BLOCK)
        out = torch.empty_like(acc)
        softmax_kernel[(self.num_segments,)](acc, out, D, BLOCK=BLOCK)
        return out
