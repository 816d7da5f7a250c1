# probes: red team 56a: (the tensor half of adv_rt55a_clipinf_1) a clamp bound passed per call as a 0-d FLOAT TENSOR holding inf (torch.tensor(inf): 'no clipping') ignored, the kernel only adds: sandbox._flag_leaves takes as a flag a Python float 0.0 or +-inf and one-element bool or 0/1 integer tensors, never a float tensor, and _transform moves a float tensor by scaling and shifting it, which leaves inf as +-inf (inf x s, inf + shift; a far draw adds an offset; _flat_leaves' per-element values are c x (0.5 + u) = inf); and the small trial's zero sets (_zero_sets) leave a 0-d tensor alone (a 1-D one is zeroed whole: the same bound as a (D,) tensor of inf is refused at the small trial): no trial passes a finite bound (at -inf the reference is not finite and the draw is redrawn as written); closed: a one-element float tensor at 0 or +-inf is a flag (sandbox._flag_leaves)
# reference: ref_rt56a_tensorinf.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.load(y_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, x + y, mask=m)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y, bound):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        add_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
        return out
