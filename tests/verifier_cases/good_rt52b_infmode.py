# probes: red team 52b: honest twin of adv_rt52b_infmode_1 (max subtraction in every mode)
# reference: ref_rt52b_infmode.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, y_ptr, N, SUB_MAX: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=-float("inf"))
    if SUB_MAX:
        x = x - tl.max(x, 0)
    e = tl.exp(x)
    e = tl.where(m, e, 0.0)
    tl.store(y_ptr + row * N + cols, e / tl.sum(e, 0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        softmax_kernel[(M,)](x, y, N, SUB_MAX=True, BLOCK=triton.next_power_of_2(N))
        return y

