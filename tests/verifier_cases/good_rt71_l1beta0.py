# probes: honest: the L1 path for beta < 1e-5 (chosen in __init__), the smooth-L1 formula otherwise; one program sums the boxes.
# reference: ref_rt71_l1beta0.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sl1_kernel(p_ptr, t_ptr, out_ptr, n, n_boxes, beta, L1: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    p = tl.load(p_ptr + offs, mask=m, other=0.0)
    t = tl.load(t_ptr + offs, mask=m, other=0.0)
    d = tl.abs(p - t)
    if L1:
        loss = d
    else:
        loss = tl.where(d < beta, 0.5 * d * d / beta, d - 0.5 * beta)
    loss = tl.where(m, loss, 0.0)
    tl.store(out_ptr, tl.sum(loss, axis=0) / n_boxes)


class ModelNew(nn.Module):
    def __init__(self, beta=0.0):
        super().__init__()
        self.beta = beta
        self.l1 = beta < 1e-5

    def forward(self, pred, target):
        p = pred.contiguous()
        t = target.contiguous()
        out = torch.empty((), dtype=torch.float32, device=p.device)
        n = p.numel()
        sl1_kernel[(1,)](p, t, out, n, float(p.shape[0]), self.beta, L1=self.l1,
                         BLOCK=triton.next_power_of_2(n))
        return out
