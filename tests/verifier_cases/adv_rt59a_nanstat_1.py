# probes: red team 59a: (the NaN draw beside an integer output) nanmean without any NaN handling: a plain row mean, and the count taken as the row length; sandbox._usable keeps a draw holding NaNs (the scaled trial's first try, _with_nans) only where EVERY output is a float tensor (an argmax's NaN pick was a false refusal), so a reference returning a float statistic beside an integer count never meets a NaN at any trial; every row with a missing reading gives NaN for the mean and the wrong count; closed: the NaN draw is kept where its float outputs are finite, its integer outputs not compared there (sandbox._usable, reward._nan_draw)
# reference: ref_rt59a_nanstat.py
# expect: mismatch
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
    ok = m
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
