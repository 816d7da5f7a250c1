# probes: torch.Tensor(nested lists of 0-d views) transposes below the dispatcher
# reference: ref_transpose_big.py
# expect: static
# idea: red team 11. Legacy constructors read their data in C++ with no function-mode hook; they were
#   refused only by accident (the bookkeeping's own untyped_storage call). Now torch.Tensor(...)
#   and the typed classes (torch.HalfTensor, ...) are refused by the gate.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        moved = torch.Tensor(x.t().unbind(0))
        out = torch.empty(x.shape[1], x.shape[0], dtype=x.dtype, device=x.device)
        n = out.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](moved, out, n, BLOCK=1024)
        return out
