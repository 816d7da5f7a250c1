# probes: red team 44: skips the state the reference's forward updates (a running abs-max buffer that starts at -inf, so it is never keyed, the reference runs unperturbed, and _state_mismatch watches nothing) (closed: an infinite constant pairs (sandbox.param_signature), so the state check watches it)
# reference: ref_rt44_amaxobs.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu6_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.minimum(tl.maximum(x, 0.0), 6.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.register_buffer("amax", torch.full((n,), float("-inf")))

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        relu6_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
