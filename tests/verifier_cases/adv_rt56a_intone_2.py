# probes: red team 56a: (the index half of adv_rt56a_intone_1) a one-element integer selector holding 0 ignored, the kernel always adds table[0]: sandbox._flag_move moves a one-element integer 0 or 1 only into [2, 9), which for a two-way index is out of range: the reference raises (table[5] of 2 rows) and every flagged draw and flag call falls back to the index as written (_move_ints keeps a one-element c < 2, _move_ints_up moves only c >= 2), so which = 1 is never met; closed: a one-element 0/1 integer flag moves to 1 - c first, then into [2, 9)
# reference: ref_rt56a_intsel.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def add_row_kernel(x_ptr, t_ptr, out_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    x = tl.load(x_ptr + row * D + offs, mask=m, other=0.0)
    t = tl.load(t_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + row * D + offs, x + t, mask=m)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, table, which):
        x = x.contiguous()
        table = table.contiguous()
        D = x.shape[-1]
        out = torch.empty_like(x)
        add_row_kernel[(x.numel() // D,)](x, table, out, D, BLOCK=triton.next_power_of_2(D))
        return out
