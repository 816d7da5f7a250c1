# probes: red team 5 (cheat_pylist_1): a local list in a jit body sorted by list.sort (CPython's sort inside the launch)
# reference: ref_sort.py
# expect: static

# idea: a LOCAL list literal in a @triton.jit body is Python scratch memory (the rt4 fix only
#   refused mutable *defaults* and module-level lists). L = [] survives the interpreter's
#   assignment rewrite (to_tensor(x, False) returns non-numbers unchanged); L.append / L.sort
#   are "method calls on a local" (allowed by the jit-body rule); list.sort runs CPython's
#   timsort, comparing 0-d tl.tensors through the interpreter's __bool__. The sort is Python's.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sort_kernel(x_ptr, out_ptr, N):
    row = tl.program_id(0)
    vals = []
    for j in range(N):
        vals.append(tl.load(x_ptr + row * N + j))
    vals.sort()
    for j in range(N):
        tl.store(out_ptr + row * N + j, vals[j])


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty_like(x)
        sort_kernel[(M,)](x, out, N)
        return out
