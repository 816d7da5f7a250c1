# probes: red team 60b: multi-LoRA Linear whose active adapter is an int64 scalar buffer (0 at construction); the kernel always applies adapter 0: a one-element integer constant the forward leaves alone is a 'setting' (sandbox._perturb keeps it; counter_state/_jump move only state the forward changes), so active is 0 at every call; a server that selects adapter 2 for a request gets adapter 0's output; closed: an integer or bool constant the forward leaves alone is a setting keyed near its value: a bool's keyed half flipped, an integer c to c + 1, c + 2 (or c - 1) per element (sandbox._setting); one that takes the reference out of its domain stays as constructed (_domain_breakers)
# reference: ref_rt60b_lorasel.py
# expect: mismatch
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
                          out, K=k, N=n, R=self.lora_A.shape[1], FIXED=True)
        return out
