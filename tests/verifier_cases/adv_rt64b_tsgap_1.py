# probes: red team 64b: the kernel converts each int64 timestamp to fp32 before subtracting, so for real Unix times (~1.7e9 s, fp32 spacing 128) a gap of 45 s reads as 0 or 128 (log1p off by ~1-4); get_inputs draws times below 10^6 (exact in fp32) and the large trial's sandbox._big_ints multiplies the whole tensor by ~2^41 (plus a random low part), which scales the gaps with the times, so no trial holds large values that lie close together (the float far draw shifts, the integer one only scales); closed: a sorted integer input is shifted up by a quarter of its dtype's range at the large trial's first draw, its gaps kept (_big_ints shift=True)
# reference: ref_rt64b_tsgap.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gap_kernel(ts_ptr, out_ptr, L, n_out, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    j = tl.arange(0, BLOCK)
    m = j < n_out
    # timestamps to fp32 as they are loaded (one conversion per element), then the gap
    t0 = tl.load(ts_ptr + row * L + j, mask=m, other=0).to(tl.float32)
    t1 = tl.load(ts_ptr + row * L + j + 1, mask=m, other=0).to(tl.float32)
    gap = t1 - t0
    tl.store(out_ptr + row * n_out + j, tl.log(1.0 + gap), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, ts):
        ts = ts.contiguous()
        B, L = ts.shape
        out = torch.empty((B, L - 1), device=ts.device, dtype=torch.float32)
        gap_kernel[(B,)](ts, out, L, L - 1, BLOCK=triton.next_power_of_2(L - 1))
        return out
