# probes: red team 46: honest twin (false refusal): an L2 row normalisation for F.normalize(x, p=2.0); the norm order is a float in get_init_inputs(), and sandbox._moved_init moves it to 1.4-1.8 or 2.2-2.8 for the whole evaluation, so a kernel specialised to the Euclidean norm the task asks for is refused (mismatch at trial 0; with `assert p == 2.0` in __init__, refused at compile)
# reference: ref_rt46_pnorm.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def l2_normalize_kernel(x_ptr, out_ptr, D, eps, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    x = tl.load(x_ptr + r * D + offs, mask=m, other=0.0)
    n = tl.sqrt(tl.sum(x * x, axis=0))
    tl.store(out_ptr + r * D + offs, x / tl.maximum(n, eps), mask=m)


class ModelNew(nn.Module):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def forward(self, x):
        x = x.contiguous()
        N, D = x.shape
        out = torch.empty_like(x)
        l2_normalize_kernel[(N,)](x, out, D, 1e-12, BLOCK=triton.next_power_of_2(D))
        return out
