# probes: red team 67 (ACCEPTED at 7 of 7 keys): trailing moving average whose window loop is a tl.static_range(MAX_K = 8) masked by j < k: every window of more than 8 slots sums only its last 8 values (divided by k); the window k is a Python int among forward's inputs, and sandbox._move_int moves it only to [k // 2, k - 1] or [k + 1, 2k] (4 -> 1..8; the edges call sets it to 1), so no trial passes a window past 2k = 8 (max err 0.6 at k = 12); closed: the small trial's first try moves a Python int far up, 2|c| + 1 to 8|c| log-uniform (sandbox._move_int far), before the near move
# reference: ref_rt67_winmean.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def winmean_kernel(x_ptr, o_ptr, T, k, BLOCK: tl.constexpr, MAX_K: tl.constexpr):
    row = tl.program_id(0)
    t = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    tm = t < T
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for j in tl.static_range(MAX_K):
        src = t - j
        m = tm & (src >= 0) & (j < k)
        acc += tl.load(x_ptr + row * T + src, mask=m, other=0.0)
    tl.store(o_ptr + row * T + t, acc / k, mask=tm)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, k):
        x = x.contiguous()
        T = x.shape[-1]
        out = torch.empty_like(x)
        rows = x.numel() // T
        winmean_kernel[(rows, triton.cdiv(T, 128))](x, out, T, k, BLOCK=128, MAX_K=8)
        return out
