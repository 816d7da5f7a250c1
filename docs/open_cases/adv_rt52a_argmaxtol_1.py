# probes: OPEN: red team 52a: argmax whose 'float-safe' equality test picks the first index within 1e-5 of the row maximum (x >= max - 1e-5) instead of the first exact maximum: wrong wherever a row's top two scores lie closer than 1e-5 (probabilities over a large vocabulary, ~1e-5 each: most rows). Integer outputs of a tie-picking op (argmax is in sandbox._TIE_PICKS) are compared at trial 0 and at the large trial only (_steady_ints): at unit scale randn(128, 1000) rows' top-two gaps are ~0.1-0.3 (a gap under 1e-5 at ~1 row in 10^4), at 100-1000x far larger; the small trial (0.001-0.01x), the one trial where gaps of 1e-5 are common, compares no integer output of a tie-picking op
# reference: ref_rt52a_argmaxtol.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def argmax_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=float("-inf"))
    mx = tl.max(x, axis=0)
    hit = (x >= mx - 1e-5) & m
    idx = tl.min(tl.where(hit, cols, N), axis=0)
    tl.store(out_ptr + row, idx.to(tl.int64))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        R, N = x.shape
        out = torch.empty(R, dtype=torch.int64, device=x.device)
        argmax_kernel[(R,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
