# probes: red team 56a: a one-element integer flag tensor holding 1 (on) ignored, the kernel always applies the ReLU: sandbox._flag_leaves takes a one-element integer 0 or 1 as a flag, but _flag_move moves it into [2, 9) (a start position, a step), which for 1 is still nonzero: 'on' never becomes 0 (_move_ints keeps a one-element c < 2, _move_ints_up moves only c >= 2); any caller's torch.tensor(0) gets the ReLU anyway; closed: a one-element 0/1 integer flag moves to 1 - c first, then into [2, 9)
# reference: ref_rt56a_intone.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def add_relu_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.load(y_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(x + y, 0.0), mask=m)

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
