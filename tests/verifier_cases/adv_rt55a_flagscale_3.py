# probes: red team 55a: (the class of adv_rt55a_flagscale_1, for a str) GELU's approximate argument ignored, the kernel always computes the exact erf GELU: the swap to the reference's other word ('tanh') happens only at the small trial's first draw, inputs scaled by 0.001-0.01, where the tanh form equals the erf form to O(x^4) (~1e-9 relative); at ordinary inputs they differ by up to 5e-4 absolute, 10 % relative near x = -3; closed: the str now takes each of its alternatives in turn at the flag calls, at get_inputs()' own scale
# reference: ref_rt55a_geluword.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def gelu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))
    tl.store(out_ptr + offs, y, mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, approximate):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        gelu_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
