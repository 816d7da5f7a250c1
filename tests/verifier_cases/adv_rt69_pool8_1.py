# probes: red team 69 (accepted at 7 of 7 keys by round 68's grid set-aside, sandbox._steady_floats, since reverted; refused at 7 of 7 without it: kept for that fix's next version, which must compare exact ties): rounds the 2x2 mean of uint8 pixels half UP (floor(v + 0.5)) where torch.round rounds half to even: 1 level off at every pixel whose 4-sum is 2 mod 8 (about 1 in 8 pixels of any real image); each such element is an exact tie, which sandbox._grid_runs moves by 2^-16 to the next grid point, so sandbox._steady_floats sets it aside (finiteness only) at every trial, and the NaN draws (where _steady_floats is skipped) are dropped as the float mean/std reach every element
# reference: ref_rt69_pool8.py
# expect: mismatch
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
    # (no half-to-even fix-up: ties round up)
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
