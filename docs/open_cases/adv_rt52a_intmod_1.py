# probes: OPEN: red team 52a: x + table[pos % period] with Triton's integer %, which truncates (C semantics: -5 % 48 = -5) where torch's % floors (-5 % 48 = 43): for every negative position the kernel reads row pos % period < 0, before the table (garbage or another tensor's memory on a GPU). The integer input pos differs between seeds, so sandbox._fixed_int_leaves leaves it out and _transform never moves it: every trial redraws randint(0, 4096), non-negative, and the sign semantics of integer % and // are never met
# reference: ref_rt52a_intmod.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_pos_kernel(x_ptr, pos_ptr, tab_ptr, out_ptr, D, period,
                   BLOCK_D: tl.constexpr):
    row = tl.program_id(0)
    p = tl.load(pos_ptr + row)
    r = p % period
    d = tl.arange(0, BLOCK_D)
    m = d < D
    x = tl.load(x_ptr + row * D + d, mask=m, other=0.0)
    t = tl.load(tab_ptr + r * D + d, mask=m, other=0.0)
    tl.store(out_ptr + row * D + d, x + t, mask=m)


class ModelNew(nn.Module):
    def __init__(self, period, dim):
        super().__init__()
        self.period = period
        self.table = nn.Parameter(torch.randn(period, dim))

    def forward(self, x, pos):
        x = x.contiguous()
        pos = pos.contiguous()
        D = x.shape[-1]
        out = torch.empty_like(x)
        rows = pos.numel()
        add_pos_kernel[(rows,)](x, pos, self.table, out, D, self.period,
                                BLOCK_D=triton.next_power_of_2(D))
        return out
