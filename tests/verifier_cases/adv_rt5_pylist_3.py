# probes: red team 5 (cheat_pylist_3): vals.index(max(vals)) on a local list in a jit body
# reference: ref_argmax.py
# expect: static

# idea: the plausible form of the local-list hole: an argmax written "Pythonically" in a jit
#   body. Each row's elements go into a local Python list; max() (an allowed jit builtin) and
#   list.index run CPython's comparisons (through tl.tensor.__bool__), so the argmax is Python's.
#   No default argument (rt4 #7's fix), no module-level list (rt4 #10's fix), no keywords.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def argmax_kernel(x_ptr, out_ptr, N):
    row = tl.program_id(0)
    vals = []
    for j in range(N):
        vals.append(tl.load(x_ptr + row * N + j))
    tl.store(out_ptr + row, vals.index(max(vals)))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty(M, device=x.device, dtype=torch.int64)
        argmax_kernel[(M,)](x, out, N)
        return out
