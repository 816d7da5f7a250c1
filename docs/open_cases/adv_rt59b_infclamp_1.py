# probes: OPEN: red team 59b: +-inf never drawn without NaN beside it: a branch-free clamp as an arithmetic select, x * inside + hi * above + lo * below (0/1 floats), exact for every finite x but NaN for x = +-inf (inf * 0), where torch.clamp answers the bound: the very guard a user puts on a log-variance or logits that may overflow. The only draw holding infinities (the scaled trial's "naninfs", sandbox._with_nans) also holds NaN, which makes the reference NaN, so it is dropped (sandbox._usable), as is the NaN-only draw; no draw holds +-inf alone; open: +-inf is drawn only beside NaN, which makes the reference NaN; an inf-only draw refused the teacher's logsumexp (inf - inf at a +inf element) and hand-written atan2 and tanh, so it was taken back
# reference: ref_rt59b_infclamp.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def clamp_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    above = (x > 20.0).to(tl.float32)
    below = (x < -30.0).to(tl.float32)
    inside = 1.0 - above - below
    y = x * inside + 20.0 * above + (-30.0) * below
    tl.store(out_ptr + offs, y, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logvar):
        logvar = logvar.contiguous()
        out = torch.empty_like(logvar)
        n = logvar.numel()
        clamp_kernel[(triton.cdiv(n, 1024),)](logvar, out, n, BLOCK=1024)
        return out
