# probes: correct (red team 52a, twin of adv_rt52a_fwddefault_1): the scale passed to the kernel
# reference: ref_rt52a_fwddefault.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, out_ptr, N, scale, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=float("-inf")) * scale
    x = tl.where(m, x - tl.max(x, axis=0), float("-inf"))
    e = tl.exp(x)
    tl.store(out_ptr + row * N + cols, e / tl.sum(e, axis=0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, scale=0.125):
        x = x.contiguous()
        N = x.shape[-1]
        out = torch.empty_like(x)
        softmax_kernel[(x.numel() // N,)](x, out, N, scale, BLOCK=triton.next_power_of_2(N))
        return out
