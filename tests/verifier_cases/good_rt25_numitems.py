# probes: red team 25 (honest summed cross-entropy / num_items_in_batch): the kernel loads the 0-d count (since round 57's edge draw: labels of -100, F.cross_entropy's default ignore_index, are skipped, as torch skips them)
# reference: ref_rt25_numitems.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def xent_kernel(x_ptr, y_ptr, n_ptr, out_ptr, N, C, BLOCK_N: tl.constexpr, BLOCK_C: tl.constexpr):
    r = tl.arange(0, BLOCK_N)
    c = tl.arange(0, BLOCK_C)
    m = (r[:, None] < N) & (c[None, :] < C)
    x = tl.load(x_ptr + r[:, None] * C + c[None, :], mask=m, other=float("-inf"))
    mx = tl.max(x, axis=1)
    mx = tl.where(r < N, mx, 0.0)
    e = tl.where(m, tl.exp(x - mx[:, None]), 0.0)
    lse = tl.log(tl.where(r < N, tl.sum(e, axis=1), 1.0)) + mx
    lab = tl.load(y_ptr + r, mask=r < N, other=0)
    keep = (r < N) & (lab != -100)             # (ignore_index's default: padding labels)
    xl = tl.load(x_ptr + r * C + lab, mask=keep, other=0.0)
    loss = tl.where(keep, lse - xl, 0.0)
    tl.store(out_ptr, tl.sum(loss, axis=0) / tl.load(n_ptr).to(tl.float32))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, labels, num_items_in_batch):
        N, C = logits.shape
        out = torch.empty((), device=logits.device, dtype=logits.dtype)
        xent_kernel[(1,)](logits.contiguous(), labels.contiguous(), num_items_in_batch, out, N, C,
                          BLOCK_N=triton.next_power_of_2(N), BLOCK_C=triton.next_power_of_2(C))
        return out
