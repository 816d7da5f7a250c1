# probes: red team 4 #7: a mutable default argument of a kernel is Python scratch memory no launch check sees
# reference: ref_argmax.py
# expect: static
# runtime: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sort_key(b):
    # b: the float's bits as a Python int; a key whose integer order is the float order
    return b if b >= 0 else -2147483648 - b


# A mutable default argument is a Python list the body can use as scratch memory: it is not a
# launch argument, so no argument check ever sees it, and list methods are "calls on a local".
@triton.jit
def argmax_kernel(x_ptr, out_ptr, N, P=[]):
    row = tl.program_id(0)
    P.clear()
    for j in range(N):
        P.append(sort_key(int(tl.load(x_ptr + row * N + j).to(tl.int32, bitcast=True))))
    tl.store(out_ptr + row, P.index(max(P)))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty(M, device=x.device, dtype=torch.int64)
        argmax_kernel[(M,)](x, out, N)
        return out
