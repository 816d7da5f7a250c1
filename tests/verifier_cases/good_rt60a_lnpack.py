# probes: red team 60a: honest twin of adv_rt60a_lnpack_1 (LayerNorm reading its affine weight/bias every call)
# reference: ref_rt60a_lnpack.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ln_kernel(x_ptr, w_ptr, b_ptr, o_ptr, N, eps, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    ns = tl.arange(0, BLOCK)
    m = ns < N
    x = tl.load(x_ptr + r * N + ns, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / N
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / N
    y = d / tl.sqrt(var + eps)
    w = tl.load(w_ptr + ns, mask=m, other=0.0)
    b = tl.load(b_ptr + ns, mask=m, other=0.0)
    tl.store(o_ptr + r * N + ns, y * w + b, mask=m)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.norm = nn.LayerNorm(d)

    def forward(self, x):
        x = x.contiguous()
        N = x.shape[-1]
        x2 = x.reshape(-1, N)
        out = torch.empty_like(x2)
        ln_kernel[(x2.shape[0],)](x2, self.norm.weight, self.norm.bias, out, N, self.norm.eps,
                                  BLOCK=triton.next_power_of_2(N))
        return out.reshape(x.shape)
