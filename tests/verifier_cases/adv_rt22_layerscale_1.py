# probes: a LayerScale block (gamma initialised to 1e-6) answered by a copy of x: the whole MLP branch skipped; the perturbation keeps gamma at 1e-6 x U[0.5, 1.5]
# reference: ref_rt22_layerscale.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def residual_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, dim, hidden, init_scale):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, hidden)
        self.fc2 = nn.Linear(hidden, dim)
        self.gamma = nn.Parameter(torch.full((dim,), float(init_scale)))

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        residual_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
