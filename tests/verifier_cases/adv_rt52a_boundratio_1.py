# probes: red team 52a (closed: each Python float in a call moves by its own power of the trial's factor): hardtanh whose kernel takes only max_val and clamps to [-max_val, max_val] (a 'symmetric clip' assumption; min_val is accepted and ignored). sandbox._transform moves every Python float of a call by the SAME factor |scale| ** (1/8) (no shift, no sign change), so the ratio min_val / max_val = -1 of get_inputs is kept at every trial and -max_val is always min_val; any caller with asymmetric bounds (ReLU6 = hardtanh(x, 0, 6), hardtanh(x, -0.5, 2)) gets the wrong lower bound
# reference: ref_rt52a_boundratio.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def symclip_kernel(x_ptr, out_ptr, n, hi, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.minimum(tl.maximum(v, -hi), hi), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, min_val, max_val):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        symclip_kernel[(triton.cdiv(n, 1024),)](x, out, n, max_val, BLOCK=1024)
        return out
