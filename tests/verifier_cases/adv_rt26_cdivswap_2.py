# probes: red team 26, tl.cdiv's rewriter replaced by a candidate object: its rewrite_ast hands back a plain function with the module's full globals (math, torch), run inside the launch
# reference: ref_relu.py
# expect: static
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    # checked and lowered: bits -> cdiv(bits, 1) -> bits, a copy (no relu on a GPU)
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.cdiv(x.to(tl.int32, bitcast=True), 1)
    tl.store(out_ptr + offs, y.to(tl.float32, bitcast=True), mask=mask)


def relu_instead(x, div):
    # not rewritten, not re-read: the candidate's own function object, its real globals
    k = int(math.floor(31.0))
    return x & ~(x >> k)


class Rewriter:
    def rewrite_ast(self):
        return relu_instead


def replace(self, r):
    self.rewriter = r    # `self` is only a parameter's name: any object's attribute


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        replace(tl.cdiv, Rewriter())

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
