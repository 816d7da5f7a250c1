# probes: red team 56a: GELU's approximate word ('tanh', passed per call) ignored, the kernel always computes the tanh GELU: the reference's source names no other word, so sandbox._alternatives takes the union of EVERY MODE_FAMILIES family holding 'tanh' (GELU's ('none', 'tanh') and the activations'), 12 words of which F.gelu takes only 'none'; each 'flags' call moves the word to its k-th alternative with k = len(moves) - n_in, and a call the reference refuses appends no move, so k never advances past a refused word: where the keyed start lands on any of the 11 others (11 keys in 12) all 3 flag calls repeat the same refused word and are dropped; 'none' is then met only at range trials, where the erf and tanh forms agree to < 1e-9 (0.001x) or the inputs lie far from zero (1000x, far-shifted draws), and only the 0.1-100x row-scaled trial can tell them apart; closed: a flag call tries a word's alternatives in turn until the reference accepts one, and the next call starts past them
# reference: ref_rt56a_modestuck.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def add_gelu_tanh_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    s = tl.load(x_ptr + offs, mask=m, other=0.0) + tl.load(y_ptr + offs, mask=m, other=0.0)
    u = 0.7978845608028654 * (s + 0.044715 * s * s * s)
    e = tl.exp(-2.0 * tl.abs(u))
    th = (1.0 - e) / (1.0 + e)
    th = tl.where(u < 0, -th, th)
    tl.store(out_ptr + offs, 0.5 * s * (1.0 + th), mask=m)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y, approximate):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        add_gelu_tanh_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
        return out
