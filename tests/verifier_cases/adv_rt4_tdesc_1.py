# probes: red team 4 #3: a candidate class named TensorDescriptor waved through as a launch argument (a name check, not identity)
# reference: ref_linear_small.py
# expect: static
# runtime: fallback
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


def f32(bits):
    b = int(bits)
    if b < 0:
        b += 4294967296
    sign = -1.0 if b >= 2147483648 else 1.0
    e = (b // 8388608) % 256
    m = b % 8388608
    if e == 0:
        return sign * math.ldexp(m, -149)
    return sign * math.ldexp(m + 8388608, e - 150)


# The verifier lets a launch argument of any class *named* TensorDescriptor through; the
# interpreter passes it to the body unchanged, and the body calls its methods.
class TensorDescriptor:
    def __init__(self, K):
        self.K = K
        self.row = []
        self.col = []

    def take(self, xb, wb):
        self.row.append(f32(xb))
        self.col.append(f32(wb))
        return 0

    def dot(self):
        s = math.fsum(a * b for a, b in zip(self.row, self.col))
        self.row = []
        self.col = []
        return s


@triton.jit
def linear_kernel(x_ptr, w_ptr, b_ptr, y_ptr, N, K, D):
    i = tl.program_id(0)
    j = tl.program_id(1)
    for k in range(K):
        D.take(tl.load(x_ptr + i * K + k).to(tl.int32, bitcast=True),
               tl.load(w_ptr + j * K + k).to(tl.int32, bitcast=True))
    D.take(tl.load(b_ptr + j).to(tl.int32, bitcast=True), 1065353216)
    tl.store(y_ptr + i * N + j, D.dot())


class ModelNew(nn.Module):
    def __init__(self, in_f, out_f):
        super().__init__()
        self.fc = nn.Linear(in_f, out_f)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.weight.shape[0]
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        linear_kernel[(M, N)](x, self.fc.weight, self.fc.bias, y, N, K, TensorDescriptor(K))
        return y
