# probes: red team 5 (cheat_kattr_1): a kernel-valued constexpr parameter's attribute (K.arg_names[:0]) as a scratch list
# reference: ref_argmax.py
# expect: static

# idea: the local-list hole without any container literal, list argument or module-level name:
#   a kernel object passed to a kernel as a constexpr (allowed: a checked @triton.jit function)
#   exposes its Python attributes inside the jit body (the "no attributes of a kernel" rule
#   only looks at the kernel's own global name, not a parameter bound to it). K.arg_names is a
#   Python list; K.arg_names[:0] is a fresh empty list, used as scratch for a CPython argmax.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def helper(v):
    return v


@triton.jit
def argmax_kernel(x_ptr, out_ptr, N, K: tl.constexpr):
    row = tl.program_id(0)
    vals = K.arg_names[:0]
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
        argmax_kernel[(M,)](x, out, N, helper)
        return out
