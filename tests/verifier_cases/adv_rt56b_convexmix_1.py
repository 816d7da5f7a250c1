# probes: red team 56b: (escape of round 55's initfreeze closure) a blend whose mixing weights 0.35 / 0.65 (what get_init_inputs passes) are written into the kernel and never read, where the reference accepts only weights that sum to 1: sandbox._moved_init moves each constructor float by its OWN keyed draw (way 1, way 2), then one float at a time, then none; every move of one or both breaks the sum, the reference raises at each, and both models are built as written at every trial; any Model(0.5, 0.5), Model(0.9, 0.1) gets the 0.35 / 0.65 blend; closed: where the reference accepts no move of its constructor floats, jointly or one at a time, the Python floats move together with their sum kept (sandbox._moved_init's fourth way: each +-half the smallest magnitude, centred), so 0.35 / 0.65 becomes 0.525 / 0.475 or 0.175 / 0.825
# reference: ref_rt56b_convexmix.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mix_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    g = 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))
    s = x / (1.0 + tl.exp(-x))
    tl.store(out_ptr + offs, 0.35 * g + 0.65 * s, mask=m)


class ModelNew(nn.Module):
    def __init__(self, w_gelu, w_silu):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        mix_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
