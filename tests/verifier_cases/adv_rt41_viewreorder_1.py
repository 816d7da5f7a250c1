# probes: red team 41: tl.view (= tl.reshape(can_reorder=True): "the order of the elements may not be preserved") then a per-chunk sum: the interpreter reshapes in row-major order, a GPU may hand back any order (no layout conversion: faster, wrong)
# reference: ref_rt41_chunksum.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def chunksum_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr, CHUNKS: tl.constexpr):
    r = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r * N + cols)
    x2 = tl.view(x, (CHUNKS, BLOCK // CHUNKS))
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
