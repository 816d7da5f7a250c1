# probes: red team 57b: honest max pool with return_indices (tuple output: values and int64 flat indices), padding as -inf, first maximum in window order
# reference: ref_rt57b_poolidx.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def maxpool_idx(x_ptr, v_ptr, i_ptr, H, W, OH, OW, n_out,
                K: tl.constexpr, S: tl.constexpr, P: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n_out
    ow = offs % OW
    oh = (offs // OW) % OH
    nc = offs // (OW * OH)
    best = tl.full((BLOCK,), float("-inf"), tl.float32)
    bidx = tl.full((BLOCK,), -1, tl.int64)
    for kh in tl.static_range(K):
        for kw in tl.static_range(K):
            ih = oh * S - P + kh
            iw = ow * S - P + kw
            ok = m & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W)
            v = tl.load(x_ptr + nc * H * W + ih * W + iw, mask=ok, other=float("-inf"))
            take = ok & ((v > best) | (bidx < 0) | (v != v))
            best = tl.where(take, v, best)
            bidx = tl.where(take, (ih * W + iw).to(tl.int64), bidx)
    tl.store(v_ptr + offs, best, mask=m)
    tl.store(i_ptr + offs, bidx, mask=m)


class ModelNew(nn.Module):
    def __init__(self, kernel_size, stride, padding):
        super().__init__()
        self.k, self.s, self.p = kernel_size, stride, padding

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        OH = (H + 2 * self.p - self.k) // self.s + 1
        OW = (W + 2 * self.p - self.k) // self.s + 1
        vals = torch.empty((N, C, OH, OW), dtype=x.dtype, device=x.device)
        idx = torch.empty((N, C, OH, OW), dtype=torch.int64, device=x.device)
        n = vals.numel()
        maxpool_idx[(triton.cdiv(n, 256),)](x, vals, idx, H, W, OH, OW, n,
                                            K=self.k, S=self.s, P=self.p, BLOCK=256)
        return vals, idx
