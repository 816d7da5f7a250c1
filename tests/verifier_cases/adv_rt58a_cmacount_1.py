# probes: red team 58a: (escape of round 57b's cumbn closure) sandbox._key_counters keys only a batch norm's num_batches_tracked (momentum=None); any other integer counter a module keeps as a buffer (a cumulative average's count, timm/swa_utils' n_averaged, an EMA's bias-correction step) starts at 0 in every evaluation, as integer buffers are never keyed; this running-mean centring counts its own calls in a Python int from 0 and writes that count back, instead of reading the module's count: right in every evaluation, wrong after load_state_dict of any checkpoint (count = 10^4): its first call overwrites the running mean with one batch's mean (weight 1, not 1 / (count + 1)); closed: one-element integer and bool constants (counters, flags) are keyed as a loaded checkpoint holds them, on both sides (sandbox._keyed_count: a bool flipped, an 8/16-bit 0/1 swapped, a wider int plus a keyed count in [1, 1000)), and bool state is compared as integer state is (_is_int_state)
# reference: ref_rt58a_cmacount.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cma_kernel(x_ptr, m_ptr, c_ptr, f_ptr, o_ptr, B, D,
               COUNTER: tl.constexpr, BLOCK_B: tl.constexpr, BLOCK_D: tl.constexpr):
    bs = tl.arange(0, BLOCK_B)
    ds = tl.arange(0, BLOCK_D)
    bm = bs < B
    dm = ds < D
    x = tl.load(x_ptr + bs[:, None] * D + ds[None, :], mask=bm[:, None] & dm[None, :], other=0.0)
    batch_mean = tl.sum(x, axis=0) / B
    n = tl.load(c_ptr) + 1
    tl.store(c_ptr, n)
    if COUNTER:
        f = 1.0 / n.to(tl.float32)
    else:
        f = tl.load(f_ptr)
    m = tl.load(m_ptr + ds, mask=dm, other=0.0)
    m = m + (batch_mean - m) * f
    tl.store(m_ptr + ds, m, mask=dm)
    tl.store(o_ptr + bs[:, None] * D + ds[None, :], x - m[None, :], mask=bm[:, None] & dm[None, :])


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.register_buffer("mean", torch.zeros(dim))
        self.register_buffer("count", torch.zeros((), dtype=torch.long))
        self.calls = 0

    def forward(self, x):
        x = x.contiguous()
        B, D = x.shape
        out = torch.empty_like(x)
        self.calls += 1
        f = torch.full((1,), 1.0 / self.calls, dtype=torch.float32, device=x.device)
        cma_kernel[(1,)](x, self.mean, self.count, f, out, B, D, COUNTER=False,
                         BLOCK_B=triton.next_power_of_2(B), BLOCK_D=triton.next_power_of_2(D))
        return out
