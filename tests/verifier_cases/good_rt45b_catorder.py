# honest twin of adv_rt45b_catorder_1: tl.cat along dim 0 in order (can_reorder=False)
# reference: ref_rt45b_catorder.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cat_silu_kernel(x_ptr, y_ptr, out_ptr, N: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, N)
    a = tl.load(x_ptr + row * N + cols)
    b = tl.load(y_ptr + row * N + cols)
    z = tl.cat(a, b, dim=0)
    o = tl.arange(0, 2 * N)
    tl.store(out_ptr + row * 2 * N + o, z * tl.sigmoid(z))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y):
        x = x.contiguous()
        y = y.contiguous()
        B, N = x.shape
        out = torch.empty(B, 2 * N, device=x.device, dtype=x.dtype)
        cat_silu_kernel[(B,)](x, y, out, N=N)
        return out
