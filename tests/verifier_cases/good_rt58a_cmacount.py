# probes: red team 58a: honest twin of adv_rt58a_cmacount_1: the weight 1 / count read from (and the count advanced in) the module's own int64 buffer, inside the kernel
# reference: ref_rt58a_cmacount.py
# expect: ok
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

    def forward(self, x):
        x = x.contiguous()
        B, D = x.shape
        out = torch.empty_like(x)
        cma_kernel[(1,)](x, self.mean, self.count, self.mean, out, B, D, COUNTER=True,
                         BLOCK_B=triton.next_power_of_2(B), BLOCK_D=triton.next_power_of_2(D))
        return out
