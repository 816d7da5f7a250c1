# probes: masked mean pooling that never reads the mask (a bool input is never transformed by a trial: get_inputs' all-True mask is all-True at every trial)
# reference: ref_rt22_maskpool.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mean_pool(x_ptr, out_ptr, T: tl.constexpr, D: tl.constexpr):
    b = tl.program_id(0)
    t = tl.arange(0, T)
    d = tl.arange(0, D)
    x = tl.load(x_ptr + b * T * D + t[:, None] * D + d[None, :])
    tl.store(out_ptr + b * D + d, tl.sum(x, axis=0) / T)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, mask):
        x = x.contiguous()
        B, T, D = x.shape
        out = torch.empty((B, D), device=x.device, dtype=x.dtype)
        mean_pool[(B,)](x, out, T=T, D=D)
        return out
