# probes: red team 23 (eyeinit2): the honest linear + relu with the identity built by zero_ and a strided fill_ (no aten.eye)
# reference: ref_rt23_eyelinear.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_relu_kernel(x_ptr, w_ptr, b_ptr, y_ptr, N, K, BN: tl.constexpr, BK: tl.constexpr):
    row = tl.program_id(0)
    n = tl.arange(0, BN)
    k = tl.arange(0, BK)
    nm = n < N
    km = k < K
    x = tl.load(x_ptr + row * K + k, mask=km, other=0.0)
    w = tl.load(w_ptr + n[:, None] * K + k[None, :], mask=nm[:, None] & km[None, :], other=0.0)
    acc = tl.sum(w * x[None, :], axis=1)
    b = tl.load(b_ptr + n, mask=nm, other=0.0)
    tl.store(y_ptr + row * N + n, tl.maximum(acc + b, 0.0), mask=nm)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.proj = nn.Linear(d, d)
        self.proj.weight.data.zero_()
        self.proj.weight.data.view(-1)[::d + 1].fill_(1.0)
        nn.init.zeros_(self.proj.bias)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.proj.weight.shape[0]
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        linear_relu_kernel[(M,)](x, self.proj.weight, self.proj.bias, y, N, K,
                                 BN=triton.next_power_of_2(N), BK=triton.next_power_of_2(K))
        return y
