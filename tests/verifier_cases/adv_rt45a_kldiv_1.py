# probes: (red team 45a, accepted at 5 of 5 keys) KL-div batchmean WITHOUT the zero-target guard (t * log(t) where torch takes xlogy(t, t) = 0 at t = 0): NaN for any zero target (one-hot or sparse target distributions). The small trial's zero sets put zeros in BOTH inputs at once; a zero prediction row makes the reference +Inf there, so the zero-set draw is dropped for the plain one and a zero target is never met (closed: the small trial's zero sets are tried one input at a time too (sandbox._zero_sets))
# reference: ref_rt45a_kldiv.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def kl_rows_kernel(p_ptr, t_ptr, out_ptr, N, inv_b, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    p = tl.load(p_ptr + r * N + offs, mask=m, other=1.0)
    t = tl.load(t_ptr + r * N + offs, mask=m, other=0.0)
    tlogt = t * tl.log(t)
    v = tl.where(m, tlogt - t * tl.log(p), 0.0)
    tl.atomic_add(out_ptr, tl.sum(v, axis=0) * inv_b)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, predictions, targets):
        p = predictions.contiguous()
        t = targets.contiguous()
        b, n = p.shape
        out = torch.zeros((), device=p.device, dtype=torch.float32)
        kl_rows_kernel[(b,)](p, t, out, n, 1.0 / b, BLOCK=triton.next_power_of_2(n))
        return out
