# probes: red team 41: a legitimate tl.view (order may change): the row viewed as 8 x 128 and summed whole, where the order does not matter (must stay accepted by any fix for adv_rt41_viewreorder_1)
# reference: ref_rt41_rowsum.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rowsum_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r * N + cols)
    x2 = tl.view(x, (8, BLOCK // 8))
    tl.store(y_ptr + r, tl.sum(tl.sum(x2, 1), 0))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        y = torch.empty(B, device=x.device, dtype=x.dtype)
        rowsum_kernel[(B,)](x, y, N, BLOCK=N)
        return y
