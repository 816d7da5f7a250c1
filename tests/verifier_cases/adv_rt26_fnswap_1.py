# probes: red team 26, the rewriter's fn re-pointed through a grid callable's meta and a `self`-named parameter [the gate now refuses it: self may only be a method's first parameter]
# reference: ref_relu.py
# expect: static
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    # the kernel that is checked and lowered: a plain copy (wrong for relu on a GPU)
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


@triton.jit
def relu_body(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    # never launched, never lowered: only its Python function is borrowed
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=mask)


@triton.jit
def grab_kernel(p, A, B):
    pass


def repoint(self, f):
    self.fn = f          # `self` is only a parameter's name: any object's attribute


def patch(meta):
    repoint(meta["A"].rewriter, meta["B"].fn)
    return (1,)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        grab_kernel[lambda meta: patch(meta)](out, copy_kernel, relu_body)
        copy_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
