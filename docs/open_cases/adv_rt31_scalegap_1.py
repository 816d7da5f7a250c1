# probes (OPEN, refused at 38 of 40 keys since round 33 (half the scaled trial's rows positive), 47 of 48 before, since the scaled trial scales each row on its own, 0.1x to 100x; a guard on a row statistic cannot be ruled out, only met with high probability): a softmax that skips the max subtraction unless |row max| > 200 gives Inf/NaN for any row whose max lies in (88.7, 200] (logits of std ~30); until red team 31 the trials' scales were [0.1, 10] and [100, 1000], and no trial drew a row max between ~45 and ~250
# reference: ref_softmax.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=-float("inf"))
    mx = tl.max(x, axis=0)
    m = tl.where(tl.abs(mx) > 200.0, mx, 0.0)
    e = tl.exp(x - m)
    e = tl.where(mask, e, 0.0)
    s = tl.sum(e, axis=0)
    tl.store(out_ptr + row * N + cols, e / s, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        rows, n = x.shape
        out = torch.empty_like(x)
        softmax_kernel[(rows,)](x, out, n, BLOCK=triton.next_power_of_2(n))
        return out
