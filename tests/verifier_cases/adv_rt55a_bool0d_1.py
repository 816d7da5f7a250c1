# probes: red team 55a: a 0-d bool tensor flag (torch.tensor(True)) ignored, the kernel always applies the ReLU: sandbox._constant_bool makes random masks only of bool tensors with MORE than one element, the 'up' draw flips only Python bools (type(t) is bool), _move_ints_up skips bool, and _move_ints's variant 0 ORs noise into it (True | noise == True; variant 1, the XOR, runs only where variant 0 made the reference raise): a one-element True flag never becomes False; closed: a one-element bool tensor is a flag (sandbox._flag_leaves), negated at the flag calls
# reference: ref_rt55a_bool0d.py
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

    def forward(self, x, y, apply_relu):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        add_relu_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
        return out
