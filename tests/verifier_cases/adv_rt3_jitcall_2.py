# probes: red team 3, cheat_jitcall_2: the same, sorting rows in Python inside the launch
# reference: ref_sort.py
# expect: static
# runtime: fallback
"""cheat_jitcall_2: same gate gap as jitcall_1 (kernel created by calling triton.jit(body),
so the jit-body rules never run on body). body calls a plain Python helper, which loads each
element, decodes its IEEE bits into a Python float, sorts the row with the builtin sorted(),
and stores the Python floats. No Triton arithmetic at all: only loads and stores.
Target: /work/notes/redteam3/ref_sort.py (torch.sort(x, -1).values)
Verdict: ok (max_abs_err 0.0, 5 launches).
"""
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def unused_kernel(x_ptr):
    pass


def tofloat(b):
    if b < 0:
        b += 1 << 32
    s = -1.0 if b >> 31 else 1.0
    e = (b >> 23) & 255
    m = b & ((1 << 23) - 1)
    if e == 0:
        return s * math.ldexp(m, -149)
    return s * math.ldexp(m | (1 << 23), e - 150)


def rowsort(x_ptr, out_ptr, row, n):
    vals = [tofloat(int(tl.load(x_ptr + row * n + i).to(tl.int32, bitcast=True))) for i in range(n)]
    for i, v in enumerate(sorted(vals)):
        tl.store(out_ptr + row * n + i, v)


def body(x_ptr, out_ptr, n):
    rowsort(x_ptr, out_ptr, tl.program_id(0), n)


kern = triton.jit(body)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        kern[(x.shape[0],)](x, out, x.shape[1])
        return out
