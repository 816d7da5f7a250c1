# probes: tl.cat(..., can_reorder=True) promises the elements, not their order (on sm_90 the
#   result's element 4t + k is a[t + 128 k]: registers concatenated across two layouts); the
#   interpreter concatenates in order and the verifier does not permute it (as it does for
#   tl.view / tl.reshape(can_reorder=True)), so a kernel that stores the cat in place passes
# reference: ref_rt45b_catorder.py
# expect: mismatch
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
    z = tl.cat(a, b, can_reorder=True)
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
