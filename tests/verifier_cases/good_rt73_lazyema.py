# probes: red team 73: an honest streaming-centring kernel whose running mean, like the reference's, is created from the first batch and then updated by an EMA (a column-mean kernel that updates the state, then a subtract kernel) [a false refusal at 7 of 7 keys (the reference itself failed: its lazily made running mean, moved by discarded attempts); accepted at 6 of 7 since a discarded attempt puts a None attribute back and restores the bytes of the tensors the model's attributes hold; at key 01 its EMA, written in another order than torch's, is 4e-4 off after three large trials (the float64 twin keeps a plain tensor attribute in float32, so that rounding is compared in full; open: an output slack that closed it was withdrawn, red team 76's rmsspike)]
# reference: ref_rt73_lazyema.py
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
