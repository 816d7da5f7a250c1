# probes: red team 4 #13: conditional expressions on values decided by Python, in a recursive helper, rebuild a value's bits
# reference: ref_softmax_small.py
# expect: static
# lowered: compile
import torch
import torch.nn as nn
import triton
import triton.language as tl


# Only __bool__ is used to get values out: a conditional expression whose condition is a tl
# value is decided by Python, so a recursive helper rebuilds the bits as a Python int.
@triton.jit
def pybits(b, k):
    return 0 if k < 0 else (2 ** k if (b >> k) & 1 else 0) + pybits(b, k - 1)


@triton.jit
def py_exp(b):
    return 2.718281828459045 ** ((1 - 2 * (b // 2147483648)) * 2.0 ** ((b // 8388608) % 256 - 150)
                                 * ((b % 8388608) + 8388608 * ((b // 8388608) % 256 > 0)))


@triton.jit
def softmax_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = tl.max(tl.load(x_ptr + row * N + offs, mask=offs < N, other=-float("inf")), axis=0)
    d = 0.0
    for j in range(N):
        d += py_exp(pybits((tl.load(x_ptr + row * N + j) - m).to(tl.int32, bitcast=True), 31))
    for j in range(N):
        tl.store(y_ptr + row * N + j,
                 py_exp(pybits((tl.load(x_ptr + row * N + j) - m).to(tl.int32, bitcast=True), 31)) / d)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        M, N = x.shape
        softmax_kernel[(M,)](x, y, N, BLOCK=triton.next_power_of_2(N))
        return y
