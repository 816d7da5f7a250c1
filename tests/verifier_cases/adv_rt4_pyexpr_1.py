# probes: red team 4 #5: Python arithmetic on values made Python ints by int() in a jit body
# reference: ref_softmax.py
# expect: static
# lowered: compile
import torch
import torch.nn as nn
import triton
import triton.language as tl


# Python arithmetic inside a @triton.jit helper: `b` arrives as a Python int (int() of a
# bitcast tl value, an allowed builtin in jit bodies); the return expression stays Python
# (only assignments are rewritten by the interpreter), so exp is Python's float `**`.
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
        d += py_exp(int((tl.load(x_ptr + row * N + j) - m).to(tl.int32, bitcast=True)) % 4294967296)
    for j in range(N):
        tl.store(y_ptr + row * N + j,
                 py_exp(int((tl.load(x_ptr + row * N + j) - m).to(tl.int32, bitcast=True)) % 4294967296) / d)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        M, N = x.shape
        softmax_kernel[(M,)](x, y, N, BLOCK=triton.next_power_of_2(N))
        return y
