# probes: correct (red team 53a, twin of adv_rt53a_topkint_1): top-k by k rounds of max extraction, k read at every call (a runtime loop bound)
# reference: ref_rt53a_topkint.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def topk_kernel(x_ptr, out_ptr, N, k, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=float("-inf"))
    for i in range(k):
        mx = tl.max(x, axis=0)
        first = tl.min(tl.where((x == mx) & m, cols, BLOCK), axis=0)
        tl.store(out_ptr + row * k + i, mx)
        x = tl.where(cols == first, float("-inf"), x)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, k):
        x = x.contiguous()
        R, N = x.shape
        out = torch.empty(R, k, dtype=x.dtype, device=x.device)
        topk_kernel[(R,)](x, out, N, k, BLOCK=triton.next_power_of_2(N))
        return out
