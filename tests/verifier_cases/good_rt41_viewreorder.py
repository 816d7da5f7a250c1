# probes: red team 41: honest twin of adv_rt41_viewreorder_1: tl.reshape (order kept) then the per-chunk sum
# reference: ref_rt41_chunksum.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def chunksum_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr, CHUNKS: tl.constexpr):
    r = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r * N + cols)
    x2 = tl.reshape(x, (CHUNKS, BLOCK // CHUNKS))
    s = tl.sum(x2, 1)
    tl.store(y_ptr + r * CHUNKS + tl.arange(0, CHUNKS), s)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        y = torch.empty(B, 8, device=x.device, dtype=x.dtype)
        chunksum_kernel[(B,)](x, y, N, BLOCK=N, CHUNKS=8)
        return y
