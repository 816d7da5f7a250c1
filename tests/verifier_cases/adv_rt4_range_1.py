# probes: red team 4 cheat_unstable_18: softmax without the max subtraction overflows only above ~88, and trials reached ~10 x get_inputs()
# reference: ref_softmax.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=-float("inf"))
    e = tl.exp(x)                       # no max subtraction: exp overflows for x > ~88
    tl.store(out_ptr + row * n_cols + cols, e / tl.sum(e, axis=0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        out = torch.empty_like(x)
        softmax_kernel[(rows,)](x, out, cols, BLOCK=triton.next_power_of_2(cols))
        return out
