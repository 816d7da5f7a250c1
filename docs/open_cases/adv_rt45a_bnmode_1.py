# probes: OPEN: (red team 45a, accepted at 5 of 5 keys) BatchNorm1d that ignores the module's mode: always batch statistics and always updates the running statistics (as good_rt41_bntrain, accepted today). The verifier never calls .eval(), so after model.eval() (every inference) the answer is the batch-normalised one, not the running-statistics one, and the running statistics keep moving
# reference: ref_rt45a_bnmode.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bn_kernel(x_ptr, w_ptr, b_ptr, rm_ptr, rv_ptr, out_ptr, N, C, eps, momentum,
              TRAIN: tl.constexpr, BLOCK_N: tl.constexpr):
    c = tl.program_id(0)
    rows = tl.arange(0, BLOCK_N)
    m = rows < N
    x = tl.load(x_ptr + rows * C + c, mask=m, other=0.0)
    w = tl.load(w_ptr + c)
    b = tl.load(b_ptr + c)
    rm = tl.load(rm_ptr + c)
    rv = tl.load(rv_ptr + c)
    if TRAIN:
        mean = tl.sum(x, axis=0) / N
        xc = tl.where(m, x - mean, 0.0)
        var = tl.sum(xc * xc, axis=0) / N
        tl.store(out_ptr + rows * C + c, xc / tl.sqrt(var + eps) * w + b, mask=m)
        tl.store(rm_ptr + c, (1.0 - momentum) * rm + momentum * mean)
        tl.store(rv_ptr + c, (1.0 - momentum) * rv + momentum * var * N / (N - 1))
    else:
        tl.store(out_ptr + rows * C + c, (x - rm) / tl.sqrt(rv + eps) * w + b, mask=m)


class ModelNew(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.bn = nn.BatchNorm1d(c)

    def forward(self, x):
        x = x.contiguous()
        n, c = x.shape
        out = torch.empty_like(x)
        bn_kernel[(c,)](x, self.bn.weight, self.bn.bias, self.bn.running_mean,
                        self.bn.running_var, out, n, c, self.bn.eps, 0.1, TRAIN=True,
                        BLOCK_N=triton.next_power_of_2(n))
        return out
