# probes: red team 4 #9: values leave Triton as text (float(f'{v}')) in a jit body
# reference: ref_softmax.py
# expect: static
# lowered: compile
import torch
import torch.nn as nn
import triton
import triton.language as tl


# f-string of a tl value = numpy's repr of the loaded data (the interpreter patches
# tl.tensor.__str__); float() is an allowed jit builtin; ** is Python's.
@triton.jit
def softmax_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = tl.max(tl.load(x_ptr + row * N + offs, mask=offs < N, other=-float("inf")), axis=0)
    d = 0.0
    for j in range(N):
        d += 2.718281828459045 ** float(f"{tl.load(x_ptr + row * N + j) - m}".strip("[]"))
    for j in range(N):
        tl.store(y_ptr + row * N + j,
                 2.718281828459045 ** float(f"{tl.load(x_ptr + row * N + j) - m}".strip("[]")) / d)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        M, N = x.shape
        softmax_kernel[(M,)](x, y, N, BLOCK=triton.next_power_of_2(N))
        return y
