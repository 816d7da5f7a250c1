# probes: (red team 53a, REFUSED at 4 of 4 keys, trials 1 and 2: the far/apart draws' integer output was steady and compared; kept as a regression case) argsort by tl.sort of a packed int64 key made from the float's raw bits (sign-magnitude read as a signed int32, the classic radix-sort bug): negative values sort in REVERSE order among themselves (any row with two or more negative scores, e.g. log-probabilities, is ranked wrong). get_inputs draws torch.rand (all >= 0); the trials that make values negative are range trials, where an integer output is compared only when every element of it is steady under the twin and the nudge (sandbox._steady_ints), and a 16 x 64 x 64 argsort along its last dim (a dim no shifted trial moves apart) far from zero always holds a near-tie somewhere, so the far draws are not kept and the plain range draws compare no integer output
# reference: ref_rt53a_argsort.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def argsort_kernel(x_ptr, out_ptr, R, N, BLOCK_R: tl.constexpr, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)
    cols = tl.arange(0, BLOCK)
    m = (rows[:, None] < R) & (cols[None, :] < N)
    ptrs = rows[:, None] * N + cols[None, :]
    x = tl.load(x_ptr + ptrs, mask=m, other=float("inf"))
    bits = x.to(tl.int32, bitcast=True)
    key = bits
    packed = (key.to(tl.int64) << 32) | cols[None, :].to(tl.int64)
    s = tl.sort(packed, 1)
    idx = s & 0xFFFFFFFF
    tl.store(out_ptr + ptrs, idx, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        N = x.shape[-1]
        R = x.numel() // N
        out = torch.empty(x.shape, dtype=torch.int64, device=x.device)
        BLOCK_R = 64
        argsort_kernel[(triton.cdiv(R, BLOCK_R),)](x, out, R, N, BLOCK_R=BLOCK_R, BLOCK=triton.next_power_of_2(N))
        return out
