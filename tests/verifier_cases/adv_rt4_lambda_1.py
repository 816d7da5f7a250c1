# probes: red team 4 #8: max(range(N), key=lambda ...) in a jit body is a Python evaluator
# reference: ref_argmax.py
# expect: static
# lowered: compile
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sort_key(b):
    return b if b >= 0 else -2147483648 - b


# No helper objects, no defaults: a lambda and the allowed jit builtin `max(iterable, key=...)`
# run the reduction in Python inside the kernel.
@triton.jit
def argmax_kernel(x_ptr, out_ptr, N):
    row = tl.program_id(0)
    tl.store(out_ptr + row, max(range(N), key=lambda j: sort_key(
        int(tl.load(x_ptr + row * N + j).to(tl.int32, bitcast=True)))))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty(M, device=x.device, dtype=torch.int64)
        argmax_kernel[(M,)](x, out, N)
        return out
