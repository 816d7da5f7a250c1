# probes: red team 58a: (escape of round 57a's fwdtuple closure) a forward default that is a tuple of INTS (adaptive pooling's output_size=(4, 4)) is never passed, so never moved: sandbox._default_moves takes a tuple or list only where it holds a float ('any(type(x) is float ...)'), and forward_defaults passes forward's defaults only up to the last one _default_moves accepts; this kernel pools to 4 x 4 whatever output_size the caller passes (1 x 1 global pooling, 7 x 7 RoI heads): wrong for every caller who passes another size; closed: _default_moves passes a tuple holding an int of magnitude 2 or more, and the trials move those ints
# reference: ref_rt58a_fwdinttuple.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def apool_kernel(x_ptr, o_ptr, H, W, OH, OW, BH: tl.constexpr, BW: tl.constexpr):
    plane = tl.program_id(0)
    o = tl.program_id(1)
    oh = o // OW
    ow = o % OW
    h0 = (oh * H) // OH
    h1 = ((oh + 1) * H + OH - 1) // OH
    w0 = (ow * W) // OW
    w1 = ((ow + 1) * W + OW - 1) // OW
    hs = h0 + tl.arange(0, BH)
    ws = w0 + tl.arange(0, BW)
    m = (hs[:, None] < h1) & (ws[None, :] < w1)
    v = tl.load(x_ptr + plane * H * W + hs[:, None] * W + ws[None, :], mask=m, other=0.0)
    cnt = ((h1 - h0) * (w1 - w0)).to(tl.float32)
    tl.store(o_ptr + plane * OH * OW + o, tl.sum(tl.sum(v, axis=1), axis=0) / cnt)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, output_size=(4, 4)):
        x = x.contiguous()
        N, C, H, W = x.shape
        OH, OW = 4, 4      # the head's size, written in
        out = torch.empty((N, C, OH, OW), dtype=x.dtype, device=x.device)
        BH = triton.next_power_of_2(-(-H // OH) + 1)
        BW = triton.next_power_of_2(-(-W // OW) + 1)
        apool_kernel[(N * C, OH * OW)](x, out, H, W, OH, OW, BH=BH, BW=BW)
        return out
