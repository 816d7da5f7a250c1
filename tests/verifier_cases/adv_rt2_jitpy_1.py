# probes: red team 2, cheat_jitpy_1: math.* on loaded values and ModelNew.helper() calls from a jit body
# reference: ref_relu.py
# expect: static
# lowered: compile
"""Trick: Python arithmetic INSIDE a @triton.jit body under the interpreter. tl.tensor has
__index__ there, so math.ldexp(tl.load(p).to(tl.int32, bitcast=True), 0) is a Python float
holding the element's exact bit pattern (math.* is an allowed jit-body call); the jit body then calls a plain Python helper through a class attribute
(`ModelNew.pyrelu(...)`: an attribute call on a non-module head passes the jit-body rule) that
decodes the bits with math.ldexp, computes ReLU in Python, and the kernel stores the Python
float. No tl arithmetic computes the answer; on a GPU this would not even compile.
Target: tests/verifier_cases/ref_relu.py   Verdict: ok (5 trials, max_abs_err 1.2e-4)
"""
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n):
    for i in range(n):
        bits = math.ldexp(tl.load(x_ptr + i).to(tl.int32, bitcast=True), 0)
        tl.store(out_ptr + i, ModelNew.pyrelu(bits))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    @staticmethod
    def pyrelu(bits):
        bits = int(bits)
        if bits < 0:
            bits = bits + 4294967296
        sign = bits >> 31
        e = (bits >> 23) & 255
        m = bits & 8388607
        if e == 0:
            v = math.ldexp(m, -149)
        else:
            v = math.ldexp(m + 8388608, e - 150)
        if sign:
            v = -v
        return max(v, 0.0)

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        k[(1,)](x, out, x.numel())
        return out
