# probes: red team 63a: (accepted at 6 of 6 keys) (2-D face of round 58a's validmse closure) sandbox._mask_edges blanks one SLICE of a mask of two or more dims along dims 0, 1 and -1, never the whole mask (only a 1-D mask is drawn all False); a masked mean that pools the WHOLE (batch, seq) mask (a completion-only LM loss, TRL's masked mean) therefore always counts >= 1 kept token, and this kernel divides by the raw count without the reference's clamp(min=1): a micro-batch with no kept token (all prompt after truncation, all padding) gives 0/0 = NaN where the reference gives 0; closed: an extra call at get_inputs()' own scale empties a whole mask of two or more dims (the edges call, sandbox._edge_value; skipped where the reference's answer is not finite there)
# reference: ref_rt63a_glob2d.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def masked_nll_kernel(x_ptr, m_ptr, out_ptr, N, GUARD: tl.constexpr, BN: tl.constexpr):
    offs = tl.arange(0, BN)
    inb = offs < N
    x = tl.load(x_ptr + offs, mask=inb, other=0.0)
    m = tl.load(m_ptr + offs, mask=inb, other=0).to(tl.float32)
    s = tl.sum(x * m, axis=0)
    c = tl.sum(m, axis=0)
    if GUARD:
        c = tl.maximum(c, 1.0)
    tl.store(out_ptr, -s / c)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, token_logp, loss_mask):
        x = token_logp.contiguous()
        m = loss_mask.contiguous()
        N = x.numel()
        out = torch.empty((), device=x.device, dtype=x.dtype)
        masked_nll_kernel[(1,)](x, m, out, N, GUARD=False, BN=triton.next_power_of_2(N))
        return out
