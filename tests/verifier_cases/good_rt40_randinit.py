# good: (red team 40) a ReLU whose __init__ draws unused parameters with rand_like, randn_like, randint_like, log_normal_, cauchy_ and geometric_: random initialisation, which the rules allow, was refused as a PyTorch op in __init__
# reference: ref_rt40_relu.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        # random initialisation an honest __init__ may use (red team 40: each was refused)
        self.a = nn.Parameter(torch.rand_like(torch.zeros(8)))
        self.b = nn.Parameter(torch.randn_like(torch.zeros(8)))
        self.register_buffer("c", torch.randint_like(torch.zeros(8, dtype=torch.long), 10))
        self.d = nn.Parameter(torch.empty(8).log_normal_(0.0, 0.5))
        self.e = nn.Parameter(torch.empty(8).cauchy_())
        self.f = nn.Parameter(torch.empty(8).geometric_(0.5))

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
