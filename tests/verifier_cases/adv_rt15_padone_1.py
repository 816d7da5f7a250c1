# probes: the movement test called an fp16 pad with value 1.0 a task that computes (1.0 was drawn as a code)
# reference: ref_pad_one_half.py
# expect: fallback
# idea: red team 15. fp16's codes are its own values, so the pad constant 1.0 was some input's
#   code in one digit run: neither moved nor constant, the task 'computed', and PyTorch's
#   F.pad did the whole rearrangement while a kernel copied x in order. A constant is now any
#   value the same in every coding and run.
import torch
import torch.nn as nn
import torch.nn.functional as F
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        copy_kernel[(triton.cdiv(n, 4096),)](x, y, n, BLOCK=4096)
        return F.pad(y, (0, 1), value=1.0)
