# probes: red team 25 (0-d int input): num_items_in_batch is a one-element integer tensor, which _fixed_int_leaves skips (numel > 1 only) and _transform never moves, so a kernel that divides by logits.shape[0] and ignores it passes
# reference: ref_rt25_numitems.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def xent_kernel(x_ptr, y_ptr, out_ptr, N, C, inv_n, BLOCK_N: tl.constexpr, BLOCK_C: tl.constexpr):
    r = tl.arange(0, BLOCK_N)
    c = tl.arange(0, BLOCK_C)
    m = (r[:, None] < N) & (c[None, :] < C)
    x = tl.load(x_ptr + r[:, None] * C + c[None, :], mask=m, other=float("-inf"))
    mx = tl.max(x, axis=1)
    mx = tl.where(r < N, mx, 0.0)
    e = tl.where(m, tl.exp(x - mx[:, None]), 0.0)
    lse = tl.log(tl.where(r < N, tl.sum(e, axis=1), 1.0)) + mx
    lab = tl.load(y_ptr + r, mask=r < N, other=0)
    xl = tl.load(x_ptr + r * C + lab, mask=r < N, other=0.0)
    loss = tl.where(r < N, lse - xl, 0.0)
    tl.store(out_ptr, tl.sum(loss, axis=0) * inv_n)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, labels, num_items_in_batch):
        N, C = logits.shape
        out = torch.empty((), device=logits.device, dtype=logits.dtype)
        xent_kernel[(1,)](logits.contiguous(), labels.contiguous(), out, N, C, 1.0 / N,
                          BLOCK_N=triton.next_power_of_2(N), BLOCK_C=triton.next_power_of_2(C))
        return out
