# probes: OPEN: red team 55b: (constructor twin of round 54's bool flag) the constructor's gated=True (what get_init_inputs passes) ignored, the kernel always multiplies by sigmoid(x): sandbox._moved_init leaves ints and bools as they are ('sizes, flags'), so both models are built with gated=True at every trial; any Model(256, False) gets x * scale * sigmoid(x) instead of x * scale; open: constructor bools and strs stay as written (one model is built per evaluation: moving them would leave the branch as written untested)
# reference: ref_rt55b_initbool.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def gate_kernel(x_ptr, s_ptr, out_ptr, n, F: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    s = tl.load(s_ptr + offs % F, mask=mask, other=0.0)
    y = x * s
    y = y * (1.0 / (1.0 + tl.exp(-x)))
    tl.store(out_ptr + offs, y, mask=mask)

class ModelNew(nn.Module):
    def __init__(self, features, gated):
        super().__init__()
        self.gated = gated
        self.scale = nn.Parameter(torch.randn(features))

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        gate_kernel[(triton.cdiv(n, 1024),)](x, self.scale, out, n, F=x.shape[-1], BLOCK=1024)
        return out
