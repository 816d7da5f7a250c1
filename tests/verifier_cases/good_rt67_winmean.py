# probes: honest twin of adv_rt67_winmean_1: the window loop runs k times (a runtime loop bound)
# reference: ref_rt67_winmean.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def winmean_kernel(x_ptr, o_ptr, T, k, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    t = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    tm = t < T
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for j in range(0, k):
        src = t - j
        m = tm & (src >= 0)
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
        winmean_kernel[(rows, triton.cdiv(T, 128))](x, out, T, k, BLOCK=128)
        return out
