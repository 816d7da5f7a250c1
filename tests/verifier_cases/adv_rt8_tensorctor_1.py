# probes: a pure data-movement task (cat + pad) done by PyTorch through torch.tensor(list of 0-d views), which the dispatch mode never sees as a copy; the kernel only does a flat identity copy
# reference: ref_cat_pad.py
# expect: fallback
# idea: torch.tensor()/as_tensor() of a Python list of 0-d tensors reads every element in C++
#   (internal_new_from_data runs under ExcludeDispatchKeyGuard(Python)): the TorchDispatchMode
#   sees only unbind/select (views) and lift_fresh (an ALLOC op), never a copy. So the whole
#   cat + pad is built by PyTorch into a fresh tensor; the Triton kernel is a contiguous memcpy
#   into the output, which is "kernel-stored, contiguous, in logical order".
#   Fixed: in forward, torch.tensor/as_tensor/asarray/new_tensor/new of data that holds a
#   tensor is refused (the function mode sees the call and walks its data).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src, dst, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(dst + offs, tl.load(src + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y):
        rows = []
        pad = [0.0] * 8
        for i in range(x.shape[0]):
            rows.append(list(x[i]) + list(y[i]) + pad)
        built = torch.tensor(rows)          # the answer, built by PyTorch, invisibly
        out = torch.empty_like(built)
        n = out.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](built, out, n, BLOCK=1024)
        return out
