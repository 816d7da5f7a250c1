# Correct: concatenate and zero-pad, with the padding left as torch.zeros made it (the kernel
# stores only the 768 columns that come from x and y).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def place_kernel(src_ptr, out_ptr, cols, out_cols, col0, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    mask = offs < cols
    v = tl.load(src_ptr + row * cols + offs, mask=mask)
    tl.store(out_ptr + row * out_cols + col0 + offs, v, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y):
        x, y = x.contiguous(), y.contiguous()
        rows = x.shape[0]
        out_cols = x.shape[1] + y.shape[1] + 8
        out = torch.zeros(rows, out_cols, dtype=x.dtype, device=x.device)
        place_kernel[(rows,)](x, out, x.shape[1], out_cols, 0,
                              BLOCK=triton.next_power_of_2(x.shape[1]))
        place_kernel[(rows,)](y, out, y.shape[1], out_cols, x.shape[1],
                              BLOCK=triton.next_power_of_2(y.shape[1]))
        return out
