# probes: PyTorch moves the data with fill_(tensor) (not a copy op to the monitor), then an identity kernel stores it back
# reference: ref_rowbcast.py
# expect: fallback

# idea: the reference only moves data (each row's first element broadcast), so PyTorch may
#   allocate and view in forward but not copy. x.fill_(t) with a 0-dim tensor t is aten
#   fill_.Tensor: a copy of t's value into every element, which the monitor counted as an
#   overwrite with no source, not a copy. The kernel then loads `out` and stores it back
#   unchanged, and the stores made it look kernel-written. A fill with a tensor value is now a
#   copy from that tensor (the data-movement rules, provenance and the dtype rule apply).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def touch_kernel(o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(o_ptr + offs, tl.load(o_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        out = torch.empty(x.shape[0], 64, dtype=x.dtype, device=x.device)
        for i in range(x.shape[0]):
            out[i].fill_(x[i, 0])
        touch_kernel[(triton.cdiv(out.numel(), 1024),)](out, out.numel(), BLOCK=1024)
        return out
