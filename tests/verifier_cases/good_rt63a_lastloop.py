# probes: red team 63a: FALSE REFUSAL (refused at 3 of 5 keys, trials 2 and 4, small-scale answers): the same honest last-valid-frame gather as good_rt62a_lastframe, for a reference that reads each length into Python first (x[b, int(lengths[b]) - 1]); sandbox._WrapIndex notes only NEGATIVE values read by .item()/int() and then used as an index, but here the value read is 0 (the edged draw's) and Python makes the -1, so the wrap is not noticed, the draw stays in the reference's domain and torch's last frame is compared against the kernel's
# reference: ref_rt63a_lastloop.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def lastframe_kernel(x_ptr, len_ptr, y_ptr, T, C, BC: tl.constexpr):
    b = tl.program_id(0)
    c = tl.arange(0, BC)
    mc = c < C
    n = tl.load(len_ptr + b)
    v = tl.load(x_ptr + b * T * C + (n - 1) * C + c, mask=mc, other=0.0)
    tl.store(y_ptr + b * C + c, v, mask=mc)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, lengths):
        x = x.contiguous()
        B, T, C = x.shape
        y = torch.empty(B, C, device=x.device, dtype=x.dtype)
        lastframe_kernel[(B,)](x, lengths.contiguous(), y, T, C, BC=triton.next_power_of_2(C))
        return y
