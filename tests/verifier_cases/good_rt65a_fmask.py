# honest twin of adv_rt65a_fmask_1: the masked PPO loss with the mean guarded by + 1e-8 as the reference (an all-padding micro-batch answers 0)
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ppo_kernel(logp_ptr, old_ptr, adv_ptr, mask_ptr, out_ptr, N, lo, hi,
               GUARD: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    num = tl.zeros([BLOCK], dtype=tl.float32)
    den = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, N, BLOCK):
        o = start + offs
        m = o < N
        lp = tl.load(logp_ptr + o, mask=m, other=0.0)
        ol = tl.load(old_ptr + o, mask=m, other=0.0)
        a = tl.load(adv_ptr + o, mask=m, other=0.0)
        w = tl.load(mask_ptr + o, mask=m, other=0.0)
        r = tl.exp(lp - ol)
        rc = tl.minimum(tl.maximum(r, lo), hi)
        loss = tl.maximum(-a * r, -a * rc)
        num += tl.where(m, loss * w, 0.0)
        den += w
    s = tl.sum(num, axis=0)
    d = tl.sum(den, axis=0)
    if GUARD:
        d = d + 1e-8
    tl.store(out_ptr, s / d)


class ModelNew(nn.Module):
    def __init__(self, clip_eps=0.2):
        super().__init__()
        self.clip_eps = clip_eps

    def forward(self, logp, old_logp, adv, mask):
        logp = logp.contiguous()
        old_logp = old_logp.contiguous()
        adv = adv.contiguous()
        mask = mask.contiguous()
        out = torch.empty((), device=logp.device, dtype=torch.float32)
        N = logp.numel()
        ppo_kernel[(1,)](logp, old_logp, adv, mask, out, N, 1.0 - self.clip_eps,
                         1.0 + self.clip_eps, GUARD=True, BLOCK=512)
        return out
