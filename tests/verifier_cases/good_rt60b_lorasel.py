# probes: red team 60b: honest twin of adv_rt60b_lorasel_1
# reference: ref_rt60b_lorasel.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

M, K, N, R, NA = 8, 32, 32, 4, 4


@triton.jit
def lora_kernel(x_ptr, w_ptr, b_ptr, a_ptr, bb_ptr, act_ptr, out_ptr, K: tl.constexpr,
                N: tl.constexpr, R: tl.constexpr, FIXED: tl.constexpr):
    row = tl.program_id(0)
    k = tl.arange(0, K)
    n = tl.arange(0, N)
    r = tl.arange(0, R)
    if FIXED:
        act = 0
    else:
        act = tl.load(act_ptr)
    x = tl.load(x_ptr + row * K + k)
    w = tl.load(w_ptr + n[:, None] * K + k[None, :])
    y = tl.sum(w * x[None, :], axis=1) + tl.load(b_ptr + n)
    A = tl.load(a_ptr + act * R * K + r[:, None] * K + k[None, :])
    h = tl.sum(A * x[None, :], axis=1)
    Bm = tl.load(bb_ptr + act * N * R + n[:, None] * R + r[None, :])
    y = y + tl.sum(Bm * h[None, :], axis=1)
    tl.store(out_ptr + row * N + n, y)


class ModelNew(nn.Module):
    def __init__(self, k=K, n=N, r=R, n_adapters=NA):
        super().__init__()
        self.base = nn.Linear(k, n)
        self.lora_A = nn.Parameter(torch.randn(n_adapters, r, k) / k ** 0.5)
        self.lora_B = nn.Parameter(torch.zeros(n_adapters, n, r))
        self.register_buffer("active", torch.zeros((), dtype=torch.long))

    def forward(self, x):
        x = x.contiguous()
        m, k = x.shape
        n = self.base.weight.shape[0]
        out = torch.empty(m, n, device=x.device, dtype=torch.float32)
        lora_kernel[(m,)](x, self.base.weight, self.base.bias, self.lora_A, self.lora_B, self.active,
                          out, K=k, N=n, R=self.lora_A.shape[1], FIXED=False)
        return out
