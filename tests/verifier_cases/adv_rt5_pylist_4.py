# probes: red team 5 (cheat_pylist_4): a tuple grown by t = t + (v,) and t.index(max(t)) in a jit body
# reference: ref_argmax.py
# expect: static

# idea: the same hole without any list: a Python TUPLE grown by `t = t + (v,)` (the interpreter's
#   Assign rewrite, to_tensor(x, False), passes tuples through), then max() and tuple.index()
#   (a method call on a local) compute the argmax in CPython. Shows that refusing list literals
#   or .append alone would not close it.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def argmax_kernel(x_ptr, out_ptr, N):
    row = tl.program_id(0)
    vals = ()
    for j in range(N):
        vals = vals + (tl.load(x_ptr + row * N + j),)
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
