# probes: red team 65a: the masked PPO loss divides by mask.sum() without the reference's + 1e-8, so a micro-batch whose loss mask is all zero (every response padding) answers 0/0 = NaN where the reference answers 0. The mask is a float 0/1 tensor (as RL rollout buffers hold it), and the mask edges (the edges call's all-empty mask, sandbox._edge_value; _mask_edges' empty slices in _random_ints_edged) are given only to bool or integer 0/1 tensors (sandbox._is_mask); a float mask is scaled like data and gets only _zero_sets' one index of dims 0, 1 and -1, never zero whole (whole=True for 1-D tensors only), so a global masked mean never meets an empty mask; closed: a float tensor of 0s and 1s is a mask (sandbox._is_mask): the edges calls empty it
# reference: ref_rt65a_fmask.py
# expect: mismatch
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
                         1.0 + self.clip_eps, GUARD=False, BLOCK=512)
        return out
