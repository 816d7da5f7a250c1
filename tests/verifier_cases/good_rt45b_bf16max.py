# guard (accepted, no false refusal found): an honest bf16 row max with tl.max on the loaded
#   bf16 values; Triton 3.7's own interpreter holds bf16 as uint16 bit patterns and would take
#   np.nanmax of those patterns (negatives order backwards)
# reference: ref_rt45b_bf16max.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rowmax_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + cols, mask=cols < N, other=float("-inf"))
    tl.store(out_ptr + row, tl.max(x, axis=0))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        out = torch.empty(B, device=x.device, dtype=x.dtype)
        rowmax_kernel[(B,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
