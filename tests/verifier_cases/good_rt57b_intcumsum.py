# probes: red team 57b: honest twin of adv_rt57b_intcumsum_1: the int32 lengths widened to int64 before the scan (torch's promotion)
# reference: ref_rt57b_intcumsum.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def row_cumsum(x_ptr, o_ptr, N, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    ok = offs < N
    x = tl.load(x_ptr + r * N + offs, mask=ok, other=0).to(tl.int64)
    tl.store(o_ptr + r * N + offs, tl.cumsum(x, axis=0), mask=ok)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, lengths):
        x = lengths.contiguous()
        B, N = x.shape
        out = torch.empty((B, N), dtype=torch.int64, device=x.device)
        row_cumsum[(B,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
