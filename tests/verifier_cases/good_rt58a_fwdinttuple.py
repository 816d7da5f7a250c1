# probes: red team 58a: honest twin of adv_rt58a_fwdinttuple_1: the output size read from forward's argument (any size; the adaptive windows floor(i H / OH) .. ceil((i + 1) H / OH))
# reference: ref_rt58a_fwdinttuple.py
# expect: ok
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
        OH, OW = output_size
        out = torch.empty((N, C, OH, OW), dtype=x.dtype, device=x.device)
        BH = triton.next_power_of_2(-(-H // OH) + 1)
        BW = triton.next_power_of_2(-(-W // OW) + 1)
        apool_kernel[(N * C, OH * OW)](x, out, H, W, OH, OW, BH=BH, BW=BW)
        return out
