# probes: (red team 51a; closed: the small trial's zero-set draw gives an input drawn within [0, 1] a set of exact ones, sandbox._unit_leaves) BCE that clamps log(p) at -100 as torch does but not log(1 - p): a prediction of exactly 1.0 (a saturated sigmoid, fp32 sigmoid(z) == 1 for z > ~17: every confident correct prediction late in training) gives (1 - t) * -inf = 0 * -inf = NaN (t = 1) or inf (t = 0), where torch gives 0 or 100. The trials move a probability only where the reference stays in its domain: every scale, shift and sign that puts p outside [0, 1] makes F.binary_cross_entropy raise and the trial is redrawn as written (torch.rand: p < 1 - 2^-24); the small trial keeps p in [0, 0.01] and its zero sets make p == 0 exactly (so the log(p) clamp is tested), but nothing ever makes p == 1, the domain's other end
# reference: ref_rt51a_bce.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bce_kernel(p_ptr, t_ptr, out_ptr, n, BLOCK: tl.constexpr):
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for s in range(0, n, BLOCK):
        offs = s + tl.arange(0, BLOCK)
        m = offs < n
        p = tl.load(p_ptr + offs, mask=m, other=0.5)
        t = tl.load(t_ptr + offs, mask=m, other=0.0)
        lp = tl.maximum(tl.log(p), -100.0)
        lq = tl.log(1.0 - p)
        acc += tl.where(m, -(t * lp + (1.0 - t) * lq), 0.0)
    tl.store(out_ptr, tl.sum(acc, axis=0) / n)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, predictions, targets):
        p = predictions.contiguous()
        t = targets.contiguous()
        out = torch.empty((), device=p.device, dtype=torch.float32)
        bce_kernel[(1,)](p, t, out, p.numel(), BLOCK=1024)
        return out
