# probes: false refusal: tl.reduce with a custom @triton.jit combine fn, tl.math.exp, autotune with 2 configs + key
# reference: ref_softmax.py
# expect: ok
# idea: honest row softmax; max via tl.reduce(custom combine), sum via tl.sum
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def max_combine(a, b):
    return tl.maximum(a, b)


@triton.autotune(configs=[triton.Config({"NUM_W": 1}, num_warps=1),
                          triton.Config({"NUM_W": 2}, num_warps=2)], key=["n_cols"])
@triton.jit
def softmax_kernel(x_ptr, y_ptr, n_cols, stride, BLOCK: tl.constexpr, NUM_W: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    v = tl.load(x_ptr + row * stride + cols, mask=m, other=-float("inf"))
    mx = tl.reduce(v, 0, max_combine)
    e = tl.math.exp(v - mx)
    e = tl.where(m, e, 0.0)
    s = tl.sum(e, axis=0)
    tl.store(y_ptr + row * stride + cols, e / s, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        rows, cols = x.shape
        softmax_kernel[(rows,)](x, y, cols, x.stride(0), BLOCK=triton.next_power_of_2(cols))
        return y
