# probes: red team 57a: a kernel taking a tuple of input pointers (Triton 3.x tuple arguments, which sandbox._odd_args allows) and looping tl.static_range(len(ptrs)) is refused by the static gate ('len() only on constexprs, literals and shapes'), though len of a tuple argument is legal Triton (triton.compiler.code_generator keeps len in its builtins; tl.tuple defines __len__); the same kernel with the count passed as a constexpr (NIN=len(fs)) is accepted (accepted since: the jit-body rules allow len() of the kernel's own parameter, a tuple's length being fixed at compile time)
# reference: ref_rt57a_listalias.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def fuse_kernel(ptrs, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for i in tl.static_range(len(ptrs)):
        acc += tl.load(ptrs[i] + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(acc, 0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, feats):
        fs = tuple(f.contiguous() for f in feats)
        out = torch.empty_like(fs[0])
        n = out.numel()
        fuse_kernel[(triton.cdiv(n, 1024),)](fs, out, n, BLOCK=1024)
        return out
