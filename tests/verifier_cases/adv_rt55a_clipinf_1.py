# probes: red team 55a: a clamp bound passed per call as float('inf') (the usual 'off' sentinel: max_norm, clip_value, softcap = inf) ignored, the kernel only adds: sandbox._transform moves a Python float by multiplying it (inf x factor = inf at every trial), and the small trial's first draw replaces only a 0.0, so no trial passes a finite bound; closed: a +-inf float is a flag: made a finite bound of its sign in [0.5, 2)
# reference: ref_rt55a_clipinf.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    z = tl.load(x_ptr + offs, mask=mask, other=0.0) + tl.load(y_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, z, mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y, clip):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        add_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
        return out
