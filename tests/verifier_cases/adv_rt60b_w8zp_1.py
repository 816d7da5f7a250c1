# probes: red team 60b: weight-only int8 Linear with per-group int8 zero points; the kernel never reads the zero points (symmetric dequantisation q * s): the reference initialises them to zeros, an integer constant tensor that sandbox._perturb leaves as a 'setting' (only floats are keyed, only random integer tensors reordered, only one-element or changed counters jumped), so they are 0 at every call; any asymmetric (GPTQ/AWQ-style) checkpoint's zero points are ignored; closed: an integer or bool constant the forward leaves alone is a setting keyed near its value: a bool's keyed half flipped, an integer c to c + 1, c + 2 (or c - 1) per element (sandbox._setting); one that takes the reference out of its domain stays as constructed (_domain_breakers)
# reference: ref_rt60b_w8zp.py
# expect: mismatch
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
                        G=k // self.group, GSZ=self.group, USE_ZP=False)
        return out
