# probes: red team 55a: a Python bool argument (cap: ReLU6 instead of ReLU) ignored, the kernel always applies the plain ReLU: the only draw that flips a bool is the SMALL trial's first (sandbox._transform, spec 'up'), whose inputs are scaled by 0.001-0.01, where ReLU6(z) == ReLU(z) (and tanh(z) == z, hardtanh(z) == z, softcap(z) == z to 1e-4): the flipped branch is never seen apart; closed: flags and modes now move at a keyed half of the range trials and at extra calls at get_inputs()' own scale (sandbox._flag_leaves, _flag_trials, the 'flags' calls)
# reference: ref_rt55a_flagscale.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def add_relu_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    z = tl.load(x_ptr + offs, mask=mask, other=0.0) + tl.load(y_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(z, 0.0), mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y, cap):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        add_relu_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
        return out
