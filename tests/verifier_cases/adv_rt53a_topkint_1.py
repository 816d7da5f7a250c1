# probes: (red team 53a, REFUSED at 1 of 1 keys: fallback, k moved UP to 7 at one trial, columns never stored; my reading of _move_int was wrong; kept as a regression case) top-k written for k <= 4 (the k get_inputs passes): four unrolled rounds of max extraction, the store masked by i < k, so any k above 4 (a router's top-8, a beam of 5) leaves columns 4.. unwritten. sandbox._move_int moves a Python int among the inputs only DOWN, to [|c| // 2, |c| - 1] at trial 4 (and up only where _movable_int and spec "up", which a per-call int never meets here): a bound read from the call but capped at the value written in get_inputs is never met above it
# reference: ref_rt53a_topkint.py
# expect: fallback
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
    for i in tl.static_range(4):
        mx = tl.max(x, axis=0)
        first = tl.min(tl.where((x == mx) & m, cols, BLOCK), axis=0)
        tl.store(out_ptr + row * k + i, mx, mask=i < k)
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
