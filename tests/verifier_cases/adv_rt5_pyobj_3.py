# probes: red team 5 (cheat_pyobj_3): a list launch argument as a channel: forward() computes the whole nn.Linear in Python
# reference: ref_linear.py
# expect: static
# runtime: fallback

# idea: cheat_pyobj_2's channel on a matmul task: a "reader" kernel turns every element of x,
#   W and b into a Python int (range(bits).stop) in a list argument; forward computes the whole
#   nn.Linear in Python floats (math.fsum of products), and a "writer" kernel tl.store's a list
#   of Python floats. Shows the hole is not specific to elementwise tasks: any task can be
#   computed in plain Python in forward, with the kernels reduced to I/O.
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def read_kernel(p, sink, N: tl.constexpr):
    for j in range(N):
        sink.append(range(tl.load(p + j).to(tl.int32, bitcast=True)))


@triton.jit
def write_kernel(out_ptr, vals, N: tl.constexpr):
    for j in range(N):
        tl.store(out_ptr + j, vals[j])


def as_float(w):
    w = w % 2 ** 32
    e = (w >> 23) & 255
    v = ((w & (2 ** 23 - 1)) / 2 ** 23 + (1 if e else 0)) * 2.0 ** ((e if e else 1) - 127)
    return -v if w >= 2 ** 31 else v


def read(t):
    sink = []
    read_kernel[(1,)](t, sink, t.numel())
    return [as_float(r.stop) for r in sink]


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.weight.shape[0]
        xs, ws, bs = read(x), read(self.fc.weight), read(self.fc.bias)
        vals = []
        for i in range(M):
            for j in range(N):
                vals.append(math.fsum([xs[i * K + k] * ws[j * K + k] for k in range(K)]) + bs[j])
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        write_kernel[(1,)](out, vals, M * N)
        return out
