# probes: red team 60b: honest twin of adv_rt60b_w8zp_1
# reference: ref_rt60b_w8zp.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

M, K, N, GS = 8, 64, 32, 16


@triton.jit
def w8_kernel(x_ptr, q_ptr, s_ptr, z_ptr, b_ptr, out_ptr, K: tl.constexpr, N: tl.constexpr,
              G: tl.constexpr, GSZ: tl.constexpr, USE_ZP: tl.constexpr):
    row = tl.program_id(0)
    n = tl.arange(0, N)
    k = tl.arange(0, K)
    x = tl.load(x_ptr + row * K + k)
    q = tl.load(q_ptr + n[:, None] * K + k[None, :]).to(tl.float32)
    g = k // GSZ
    s = tl.load(s_ptr + n[:, None] * G + g[None, :])
    if USE_ZP:
        z = tl.load(z_ptr + n[:, None] * G + g[None, :]).to(tl.float32)
        w = (q - z) * s
    else:
        w = q * s
    acc = tl.sum(w * x[None, :], axis=1) + tl.load(b_ptr + n)
    tl.store(out_ptr + row * N + n, acc)


class ModelNew(nn.Module):
    def __init__(self, k=K, n=N, group=GS):
        super().__init__()
        self.group = group
        self.register_buffer("qweight", torch.randint(-128, 128, (n, k), dtype=torch.int8))
        self.register_buffer("scales", torch.rand(n, k // group) * 0.02 + 0.005)
        self.register_buffer("zeros", torch.zeros(n, k // group, dtype=torch.int8))
        self.bias = nn.Parameter(torch.zeros(n))

    def forward(self, x):
        x = x.contiguous()
        m, k = x.shape
        n = self.qweight.shape[0]
        out = torch.empty(m, n, device=x.device, dtype=torch.float32)
        w8_kernel[(m,)](x, self.qweight, self.scales, self.zeros, self.bias, out, K=k, N=n,
                        G=k // self.group, GSZ=self.group, USE_ZP=True)
        return out
