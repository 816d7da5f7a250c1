# probes: red team 56b: honest twin of adv_rt56b_scrubtell_1/_2: row softmax with the max subtraction always
# reference: ref_rt55b_envswitch.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, out_ptr, N, SAFE: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=-float("inf"))
    if SAFE:
        x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    e = tl.where(m, e, 0.0)
    tl.store(out_ptr + row * N + offs, e / tl.sum(e, axis=0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty_like(x)
        softmax_kernel[(M,)](x, out, N, SAFE=True, BLOCK=triton.next_power_of_2(N))
        return out
