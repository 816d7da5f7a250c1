# probes: red team 63b: honest twin of adv_rt63b_lognan_1: NaN features take the learned fill
# reference: ref_rt63b_lognan.py
# expect: ok
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
    v = tl.where(x != x, fill, tl.log(1.0 + x))
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
