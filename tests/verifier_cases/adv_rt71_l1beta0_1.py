# probes: branch-free Huber, q = min(|d|, beta), loss = 0.5 q^2 / beta + (|d| - q): right for every beta > 0, NaN (0/0) at beta = 0.0, Detectron2's default (plain L1). A constructor 0.0 always moves to U[0.05, 0.3] since round 70, so 0.0 is never tried. [round 71's zero move, at a keyed half of the evaluations, left beta = 0.0 as written at the others: refused at 5 of 7 keys] [closed: an evaluation whose constructor holds a 0.0 makes a second, untimed pass with the 0.0 the other way (reward.evaluate, sandbox._moved_init's flip): refused at 7 of 7 keys]
# reference: ref_rt71_l1beta0.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sl1_kernel(p_ptr, t_ptr, out_ptr, n, n_boxes, beta, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    p = tl.load(p_ptr + offs, mask=m, other=0.0)
    t = tl.load(t_ptr + offs, mask=m, other=0.0)
    d = tl.abs(p - t)
    q = tl.minimum(d, beta)
    loss = 0.5 * q * q / beta + (d - q)
    loss = tl.where(m, loss, 0.0)
    tl.store(out_ptr, tl.sum(loss, axis=0) / n_boxes)


class ModelNew(nn.Module):
    def __init__(self, beta=0.0):
        super().__init__()
        self.beta = beta

    def forward(self, pred, target):
        p = pred.contiguous()
        t = target.contiguous()
        out = torch.empty((), dtype=torch.float32, device=p.device)
        n = p.numel()
        sl1_kernel[(1,)](p, t, out, n, float(p.shape[0]), self.beta,
                         BLOCK=triton.next_power_of_2(n))
        return out
