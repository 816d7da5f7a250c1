# probes: red team 59a: TRIED, REFUSED (1 key of 1; the hypothesis below did not hold: the overflow is set aside, sandbox._overflow_taint, so the keyed attempt stands): (a weight that leaves the domain only at a range trial) the LayerNorm's affine is never read (y alone is stored). The keyed values flip about half the signs of the random bandwidth gamma, so exp(+|gamma| d^2) overflows at EVERY draw of the large trial (inputs x ~1000) but at no draw of get_inputs(); sandbox._domain_breakers tests each tensor on get_inputs() as drawn only, finds no breaker (bad = {}), and the ladder falls through to keying nothing (perturbed = False): LayerNorm's weight and bias stay at ones and zeros, nothing is paired, moved, redrawn or state-checked (round 58b's logprior class, through a range trial); every trained LayerNorm affine gives the wrong output
# reference: ref_rt59a_rbfnorm.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rbf_norm_kernel(x_ptr, c_ptr, g_ptr, w_ptr, b_ptr, out_ptr, D, K, eps,
                    BD: tl.constexpr, BK: tl.constexpr):
    row = tl.program_id(0)
    ds = tl.arange(0, BD)
    ks = tl.arange(0, BK)
    dm = ds < D
    km = ks < K
    x = tl.load(x_ptr + row * D + ds, mask=dm, other=0.0)
    c = tl.load(c_ptr + ks[:, None] * D + ds[None, :], mask=km[:, None] & dm[None, :], other=0.0)
    diff = tl.where(km[:, None] & dm[None, :], x[None, :] - c, 0.0)
    d2 = tl.sum(diff * diff, axis=1)
    g = tl.load(g_ptr + ks, mask=km, other=0.0)
    phi = tl.where(km, tl.exp(-g * d2), 0.0)
    mean = tl.sum(phi, axis=0) / K
    dv = tl.where(km, phi - mean, 0.0)
    var = tl.sum(dv * dv, axis=0) / K
    y = dv / tl.sqrt(var + eps)
    tl.store(out_ptr + row * K + ks, y, mask=km)


class ModelNew(nn.Module):
    def __init__(self, dim, centres):
        super().__init__()
        self.centres = nn.Parameter(0.3 * torch.randn(centres, dim))
        self.gamma = nn.Parameter(torch.rand(centres) + 0.5)
        self.norm = nn.LayerNorm(centres)

    def forward(self, x):
        x = x.contiguous()
        rows, D = x.shape
        K = self.centres.shape[0]
        out = torch.empty(rows, K, dtype=x.dtype, device=x.device)
        rbf_norm_kernel[(rows,)](x, self.centres, self.gamma, self.norm.weight, self.norm.bias,
                                 out, D, K, self.norm.eps,
                                 BD=triton.next_power_of_2(D), BK=triton.next_power_of_2(K))
        return out
