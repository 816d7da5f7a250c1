# probes: red team 65a: NaN-aware window mean that divides by the observed count without the reference's clamp(min=1): a channel with no reading in its window (a sensor offline for the whole window) is 0/0 = NaN where the reference answers 0. NaN comes only from get_inputs()' own sparse gaps and from the scaled trial's NaN draws (sandbox._with_nans: about an eighth of the elements, "at least one and never all" of the tensor), each element independently, so no slice is ever NaN throughout (0.125^64 for a 64-step window); _zero_sets empties slices with zeros, not NaN, and the mask edges (_edge_value, _mask_edges) exist for bool/int masks only; closed: the NaN draws with lines (nanlinf, then nanlines after the infs alone) make one line all NaN along each of dims 0, 1 and -1 (sandbox._with_nans)
# reference: ref_rt65a_nanrow.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def nanpool_kernel(x_ptr, out_ptr, R, T, GUARD: tl.constexpr, BT: tl.constexpr):
    row = tl.program_id(0)
    t = tl.arange(0, BT)
    m = t < T
    x = tl.load(x_ptr + row * T + t, mask=m, other=0.0)
    seen = m & (x == x)
    total = tl.sum(tl.where(seen, x, 0.0), axis=0)
    count = tl.sum(seen.to(tl.float32), axis=0)
    if GUARD:
        count = tl.maximum(count, 1.0)
    tl.store(out_ptr + row, total / count)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        T = x.shape[-1]
        R = x.numel() // T
        out = torch.empty(x.shape[:-1], device=x.device, dtype=x.dtype)
        nanpool_kernel[(R,)](x, out, R, T, GUARD=False, BT=triton.next_power_of_2(T))
        return out
