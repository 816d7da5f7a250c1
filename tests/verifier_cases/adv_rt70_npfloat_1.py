# probes: (red team 70, latent while its reference could not run) DeepNorm residual scale written into the kernel (alpha = 24 ** 0.25, the value get_init_inputs passes as a numpy.float64) instead of read from the module: NumPy scalars among the constructor's arguments are read as Python numbers now (sandbox._py_number), so alpha moves like any constructor float; refused at 7 of 7 keys
# reference: ref_rt70_npfloat.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def deepnorm_ln(x_ptr, f_ptr, w_ptr, b_ptr, y_ptr, D, alpha, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < D
    x = tl.load(x_ptr + row * D + cols, mask=m, other=0.0)
    f = tl.load(f_ptr + row * D + cols, mask=m, other=0.0)
    h = x * 2.213363839400643 + f
    mean = tl.sum(h, axis=0) / D
    hc = tl.where(m, h - mean, 0.0)
    var = tl.sum(hc * hc, axis=0) / D
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=m, other=0.0)
    b = tl.load(b_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * D + cols, hc * rstd * w + b, mask=m)


class ModelNew(nn.Module):
    def __init__(self, d=256, alpha=1.0):
        super().__init__()
        self.alpha = alpha
        self.ln = nn.LayerNorm(d)

    def forward(self, x, fx):
        x = x.contiguous()
        fx = fx.contiguous()
        n, d = x.shape
        y = torch.empty_like(x)
        deepnorm_ln[(n,)](x, fx, self.ln.weight, self.ln.bias, y, d, float(self.alpha), self.ln.eps,
                          BLOCK=triton.next_power_of_2(d))
        return y
