# probes: red team 74 (false refusal): good_rt73_lazyema's honest streaming-centring kernel against the same layer written with the idiomatic register_buffer("running_mean", None) (as torch's BatchNorm does without tracked stats); the reference's lazily made buffer lives in the module's _buffers, which sandbox._containers skips (_MODULE_OWN) and _restorer never saw (no storage at __init__), so a discarded NaN attempt leaves it NaN and the reference itself fails at every later call [the reference's failure is closed (a discarded attempt puts back the module's registered buffers, None included); OPEN at 1 of 7 keys (5e) as a false refusal of another class: its EMA, written in another order than torch's, carries a large trial's rounding into the next normal call's output, compared at that call's own scale (an output slack at the previous call's input magnitude closed it and was withdrawn: red team 76's rmsspike cheated through it)]
# reference: ref_rt74_lazybuf.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def colmean_kernel(x_ptr, rm_ptr, M, N, mom, FIRST: tl.constexpr,
                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pn = tl.program_id(0)
    rn = pn * BLOCK_N + tl.arange(0, BLOCK_N)
    acc = tl.zeros((BLOCK_N,), dtype=tl.float32)
    for m0 in range(0, M, BLOCK_M):
        rm = m0 + tl.arange(0, BLOCK_M)
        mask = (rm[:, None] < M) & (rn[None, :] < N)
        x = tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0.0)
        acc += tl.sum(x, axis=0)
    mean = acc / M
    if FIRST:
        new = mean
    else:
        old = tl.load(rm_ptr + rn, mask=rn < N, other=0.0)
        new = (1 - mom) * old + mom * mean
    tl.store(rm_ptr + rn, new, mask=rn < N)


@triton.jit
def sub_kernel(x_ptr, rm_ptr, o_ptr, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pm = tl.program_id(0)
    rm = pm * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.arange(0, BLOCK_N)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0.0)
    mu = tl.load(rm_ptr + rn, mask=rn < N, other=0.0)
    tl.store(o_ptr + rm[:, None] * N + rn[None, :], x - mu[None, :], mask=mask)


class ModelNew(nn.Module):
    def __init__(self, momentum):
        super().__init__()
        self.momentum = momentum
        self.running_mean = None

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        first = self.running_mean is None
        if first:
            self.running_mean = torch.empty(N, device=x.device, dtype=torch.float32)
        colmean_kernel[(triton.cdiv(N, 64),)](x, self.running_mean, M, N, self.momentum,
                                             FIRST=first, BLOCK_M=64, BLOCK_N=64)
        out = torch.empty_like(x)
        sub_kernel[(triton.cdiv(M, 64),)](x, self.running_mean, out, M, N,
                                          BLOCK_M=64, BLOCK_N=triton.next_power_of_2(N))
        return out
