# probes: correct (red team 52a, twin of adv_rt52a_argmaxtol_1): the first index holding the exact maximum
# reference: ref_rt52a_argmaxtol.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def argmax_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=float("-inf"))
    mx = tl.max(x, axis=0)
    hit = (x == mx) & m
    idx = tl.min(tl.where(hit, cols, N), axis=0)
    tl.store(out_ptr + row, idx.to(tl.int64))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        R, N = x.shape
        out = torch.empty(R, dtype=torch.int64, device=x.device)
        argmax_kernel[(R,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
