# probes: red team 56a: honest twin of adv_rt56a_intone_2: the selector read from its tensor in the kernel (row which of the table)
# reference: ref_rt56a_intsel.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def add_row_kernel(x_ptr, t_ptr, w_ptr, out_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    w = tl.load(w_ptr)
    x = tl.load(x_ptr + row * D + offs, mask=m, other=0.0)
    t = tl.load(t_ptr + w * D + offs, mask=m, other=0.0)
    tl.store(out_ptr + row * D + offs, x + t, mask=m)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, table, which):
        x = x.contiguous()
        table = table.contiguous()
        D = x.shape[-1]
        out = torch.empty_like(x)
        add_row_kernel[(x.numel() // D,)](x, table, which, out, D, BLOCK=triton.next_power_of_2(D))
        return out
