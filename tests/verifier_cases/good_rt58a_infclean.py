# probes: red team 58a: honest twin of adv_rt58a_infclean_1: NaN and +-inf both zeroed before the mean
# reference: ref_rt58a_infclean.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def clean_mean(x_ptr, o_ptr, D, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    x = tl.load(x_ptr + r * D + offs, mask=m, other=0.0)
    x = tl.where((x == x) & (tl.abs(x) < float("inf")), x, 0.0)
    tl.store(o_ptr + r, tl.sum(x, axis=0) / D)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        D = x.shape[-1]
        out = torch.empty(x.shape[:-1], dtype=x.dtype, device=x.device)
        clean_mean[(x.numel() // D,)](x, out, D, BLOCK=triton.next_power_of_2(D))
        return out
