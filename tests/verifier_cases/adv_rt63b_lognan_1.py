# probes: red team 63b: a tabular numeric encoder whose kernel drops the missing-value fill: log1p(NaN) = NaN reaches the output for every missing feature (the fill parameter is held, paired and never read). NaN inputs are drawn only as variants of the scaled trial (reward.trial_draws: NAN_DRAWS inserted where kind == 'scaled'), whose draw multiplies half the rows by a negative factor; log1p of a value below -1 is NaN, so the reference is never finite there and every NaN draw is dropped (sandbox._usable); no trial at the inputs' own scale and sign holds a NaN, so a reference whose domain is one sign (log, log1p, sqrt, pow of counts, amounts, durations) is never checked on a missing value; closed: a NaN draw keeps a nonnegative float input's sign (sandbox._transform's one_sign)
# reference: ref_rt63b_lognan.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def num_encode_kernel(x_ptr, fill_ptr, scale_ptr, shift_ptr, y_ptr, F, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    f = tl.arange(0, BLOCK)
    m = f < F
    x = tl.load(x_ptr + r * F + f, mask=m, other=0.0)
    fill = tl.load(fill_ptr + f, mask=m, other=0.0)
    sc = tl.load(scale_ptr + f, mask=m, other=0.0)
    sh = tl.load(shift_ptr + f, mask=m, other=0.0)
    v = tl.log(1.0 + x)
    tl.store(y_ptr + r * F + f, v * sc + sh, mask=m)


class ModelNew(nn.Module):
    def __init__(self, n_features=32):
        super().__init__()
        self.fill = nn.Parameter(torch.zeros(n_features))
        self.scale = nn.Parameter(torch.ones(n_features))
        self.shift = nn.Parameter(torch.zeros(n_features))

    def forward(self, x):
        x = x.contiguous()
        B, F = x.shape
        y = torch.empty_like(x)
        num_encode_kernel[(B,)](x, self.fill, self.scale, self.shift, y, F,
                                BLOCK=triton.next_power_of_2(F))
        return y
