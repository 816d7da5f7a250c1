# probes: red team 42: eval BatchNorm without its eps: running_var is keyed as 1 x U[0.5,1.5] and never scaled by a trial, so eps/var <= 2e-5 stays under the tolerance; a channel whose running variance is small (a dead channel) is off by orders of magnitude (closed by the parameter trials (sandbox.param_move): the 'down' move makes running_var ~1e-3)
# reference: ref_rt42_bneval.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bn_kernel(x_ptr, rm_ptr, rv_ptr, w_ptr, b_ptr, out_ptr, C, HW, BLOCK: tl.constexpr):
    r = tl.program_id(0)                  # one (n, c) plane
    c = r % C
    offs = tl.arange(0, BLOCK)
    m = offs < HW
    x = tl.load(x_ptr + r * HW + offs, mask=m, other=0.0)
    inv = 1.0 / tl.sqrt(tl.load(rv_ptr + c))            # no eps
    y = (x - tl.load(rm_ptr + c)) * inv * tl.load(w_ptr + c) + tl.load(b_ptr + c)
    tl.store(out_ptr + r * HW + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.bn = nn.BatchNorm2d(c)

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        out = torch.empty_like(x)
        bn_kernel[(N * C,)](x, self.bn.running_mean, self.bn.running_var, self.bn.weight,
                            self.bn.bias, out, C, H * W, BLOCK=triton.next_power_of_2(H * W))
        return out
