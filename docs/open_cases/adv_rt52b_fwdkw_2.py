# probes: OPEN: red team 52b: (constructor half of adv_rt52b_fwdkw_1) the constructor's scale=None default (None: dim ** -0.5) with the scale argument ignored (always dim ** -0.5): sandbox.init_keywords moves only keyword defaults that are non-integral floats, so a None (or bool, int, tuple) default is never passed and every trial builds both models with it; any caller passing scale= gets the default's answer
# reference: ref_rt52b_nonekw.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ssoftmax_kernel(x_ptr, y_ptr, N, s, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=-float("inf")) * s
    x = x - tl.max(x, 0)
    e = tl.where(m, tl.exp(x), 0.0)
    tl.store(y_ptr + row * N + cols, e / tl.sum(e, 0), mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim, scale=None):
        super().__init__()
        self.scale = dim ** -0.5

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        ssoftmax_kernel[(M,)](x, y, N, self.scale, BLOCK=triton.next_power_of_2(N))
        return y

