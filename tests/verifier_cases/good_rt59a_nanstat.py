# probes: red team 59a: honest twin of adv_rt59a_nanstat_1: NaN readings are masked out of the sum and the count
# reference: ref_rt59a_nanstat.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def nanstat_kernel(x_ptr, mean_ptr, cnt_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=0.0)
    ok = m & (x == x)
    s = tl.sum(tl.where(ok, x, 0.0), axis=0)
    c = tl.sum(ok.to(tl.int64), axis=0)
    tl.store(mean_ptr + row, s / c.to(tl.float32))
    tl.store(cnt_ptr + row, c)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        rows, n = x.shape
        mean = torch.empty(rows, dtype=x.dtype, device=x.device)
        cnt = torch.empty(rows, dtype=torch.int64, device=x.device)
        nanstat_kernel[(rows,)](x, mean, cnt, n, BLOCK=triton.next_power_of_2(n))
        return mean, cnt
