# probes: red team 4 #10: a module-level list literal counted as a constant a kernel may read (Python scratch memory)
# reference: ref_argmax.py
# expect: static
# lowered: compile
# runtime: runtime
import torch
import torch.nn as nn
import triton
import triton.language as tl

# A module-level name bound to a literal counts as a "constant" a jit body may use - a list
# literal too, so the body gets a mutable Python list.
SCRATCH = []


@triton.jit
def argmax_kernel(x_ptr, out_ptr, N):
    row = tl.program_id(0)
    for S in (SCRATCH,):          # a for-target is a local (and is not rewritten to to_tensor)
        S.clear()
        for j in range(N):
            S.append(f"{tl.load(x_ptr + row * N + j)}".strip("[]"))
        tl.store(out_ptr + row, max(range(N), key=lambda j: float(S[j])))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty(M, device=x.device, dtype=torch.int64)
        argmax_kernel[(M,)](x, out, N)
        return out
