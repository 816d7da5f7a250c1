# probes: red team 57b: integer magnitudes (as adv_rt57b_hashemb_1, a scan): random integer inputs are never moved, so sums of get_inputs()' lengths (< 4096 x 512 = 2.1e6) never approach 2^31; this scan accumulates in int32 and widens only the result: every row whose running total passes 2^31 (byte offsets of a >2 GiB shard, token offsets of a large packed dataset) wraps negative, where torch.cumsum promotes to int64; closed: the large trial's first draw multiplies random int32/int64 inputs by 2^16 (sandbox._big_ints), so the lengths' running sums pass 2^31 and the int32 accumulator wraps
# reference: ref_rt57b_intcumsum.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def row_cumsum(x_ptr, o_ptr, N, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    ok = offs < N
    x = tl.load(x_ptr + r * N + offs, mask=ok, other=0)
    tl.store(o_ptr + r * N + offs, tl.cumsum(x, axis=0).to(tl.int64), mask=ok)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, lengths):
        x = lengths.contiguous()
        B, N = x.shape
        out = torch.empty((B, N), dtype=torch.int64, device=x.device)
        row_cumsum[(B,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
