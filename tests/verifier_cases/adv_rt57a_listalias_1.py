# probes: red team 57a: an input tensor inside a list argument (forward(self, feats), feats = [a, b, c]) is neither checked for in-place modification nor for aliasing the output: sandbox._aliases takes only top-level tensors of the inputs as "input j" (rng_in: isinstance(x, torch.Tensor) of each argument), and reward._verdict's modified-input loop zips the reference's after_t with the candidate's inputs_after argument by argument and `continue`s where the reference's argument is not a tensor (a list). This kernel accumulates relu(a + b + c) INTO feats[0] (a "memory-saving" in-place fuse) and returns feats[0] itself: the caller's first pyramid level is destroyed and the output aliases it; the same kernel with x, y, z as three separate arguments is refused ("output 0 aliases input 0" / "the candidate modified input 0"); closed: sandbox._aliases labels inputs by leaf through lists, tuples and dicts, and reward's input-after check walks the leaves, so feats[i] is an input like any other
# reference: ref_rt57a_listalias.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def fuse3_inplace_kernel(a_ptr, b_ptr, c_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(a_ptr + offs, mask=m, other=0.0)
    b = tl.load(b_ptr + offs, mask=m, other=0.0)
    c = tl.load(c_ptr + offs, mask=m, other=0.0)
    tl.store(a_ptr + offs, tl.maximum(a + b + c, 0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, feats):
        a, b, c = feats
        n = a.numel()
        BLOCK = 1024
        fuse3_inplace_kernel[(triton.cdiv(n, BLOCK),)](a, b, c, n, BLOCK=BLOCK)
        return a
