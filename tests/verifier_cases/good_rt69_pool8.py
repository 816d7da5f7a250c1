# honest twin: 2x2 box downsample of uint8 pixels in Triton, rounded half to even as torch.round, then (y / 255 - mean) / std
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def pool8_kernel(x_ptr, mean_ptr, std_ptr, out_ptr, n_out, C, H, W, OH, OW, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n_out
    ow = offs % OW
    t = offs // OW
    oh = t % OH
    bc = t // OH
    ch = bc % C
    base = bc * H * W + (2 * oh) * W + 2 * ow
    a = tl.load(x_ptr + base, mask=m, other=0).to(tl.float32)
    b = tl.load(x_ptr + base + 1, mask=m, other=0).to(tl.float32)
    c = tl.load(x_ptr + base + W, mask=m, other=0).to(tl.float32)
    d = tl.load(x_ptr + base + W + 1, mask=m, other=0).to(tl.float32)
    v = (a + b + c + d) * 0.25
    r = tl.floor(v + 0.5)
    tie = (r - v) == 0.5
    odd = (r - 2.0 * tl.floor(r * 0.5)) != 0.0
    r = tl.where(tie & odd, r - 1.0, r)
    mu = tl.load(mean_ptr + ch, mask=m, other=0.0)
    sd = tl.load(std_ptr + ch, mask=m, other=1.0)
    tl.store(out_ptr + offs, (r / 255.0 - mu) / sd, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, img, mean, std):
        img = img.contiguous()
        mean = mean.contiguous()
        std = std.contiguous()
        B, C, H, W = img.shape
        OH, OW = H // 2, W // 2
        out = torch.empty((B, C, OH, OW), device=img.device, dtype=mean.dtype)
        n = out.numel()
        BLOCK = 256
        pool8_kernel[(triton.cdiv(n, BLOCK),)](img, mean, std, out, n, C, H, W, OH, OW, BLOCK=BLOCK)
        return out
