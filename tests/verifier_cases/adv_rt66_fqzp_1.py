# probes: red team 66: fake quantisation whose kernel is the symmetric form (clamp(round(x/s), qmin, qmax) * s), the zero point never read: right for zero_point = 0 (what get_inputs passes), wrong for every asymmetric (uint8, zero_point 128 or calibrated) quantiser, both the offset and the clamp window. sandbox._transform moves a Python int among a call's inputs only where |c| >= 2 (_movable_int: _move_int at the MOVE_KINDS trials, up at the small trial's first draw), _edge_value touches only ints >= 2, _flag_leaves takes bools, words, 0.0/inf floats and one-element tensors but no Python int, and forward_defaults passes an int default that _transform then leaves as it is: an int 0, 1 or -1 is the same at every trial and every call; closed: a Python int of -1, 0 or 1 among a call's inputs or forward's int defaults is a flag (sandbox._flag_leaves): the flag trials and calls move it (0 and 1 to each other, then to 2-8; -1 to 0, then -2), keeping it as drawn where the reference refuses the value
# reference: ref_rt66_fqzp.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def round_half_even(v):
    f = tl.floor(v)
    d = v - f
    r = tl.where(d > 0.5, f + 1.0, f)
    odd = (f - 2.0 * tl.floor(f * 0.5)) == 1.0
    return tl.where((d == 0.5) & odd, f + 1.0, r)


@triton.jit
def fq_kernel(x_ptr, o_ptr, n, scale, qmin, qmax, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    # symmetric: the zero point folds out of (q - zp) * s
    q = round_half_even(x / scale)
    q = tl.minimum(tl.maximum(q, qmin), qmax)
    tl.store(o_ptr + offs, q * scale, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, scale, zero_point, quant_min, quant_max):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        BLOCK = 1024
        fq_kernel[(triton.cdiv(n, BLOCK),)](x, out, n, scale,
                                           float(quant_min), float(quant_max), BLOCK=BLOCK)
        return out
