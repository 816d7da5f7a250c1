# probes: OPEN: red team 58b: cosine convolution whose filters are divided by ||w|| WITHOUT F.normalize's clamp max(||w||, 1e-12): a zero filter (filter pruning, a dead channel) gives 0/0 = NaN in its whole output channel, and a filter of norm below 1e-12 is scaled to unit norm where torch leaves it ~0. sandbox._dead_slices zeroes a row and a column only of 2-D random parameters, and the redrawn trial's zeroed slices ('rows') are cut for t.dim() == 2 only (convolution filters were excluded on purpose, red team 47, for a batch norm after them), so a 4-D (or 3-D, 1-D) random weight never holds a zero or tiny filter at any trial, and the clamp is never met; open: random weights of 3 or more dims never hold a tiny filter (tried at this stop: a near-zero output filter at every call closed it, and refused KernelBench level 2's Conv2d, activation, BatchNorm, whose constant channel a batch norm normalises to rounding noise)
# reference: ref_rt58b_cosconv.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def filter_norm(w_ptr, out_ptr, K, BLOCK: tl.constexpr):
    o = tl.program_id(0)
    j = tl.arange(0, BLOCK)
    m = j < K
    w = tl.load(w_ptr + o * K + j, mask=m, other=0.0)
    n = tl.sqrt(tl.sum(w * w, axis=0))
    tl.store(out_ptr + o * K + j, w / n, mask=m)


@triton.jit
def conv_gain_relu(x_ptr, w_ptr, g_ptr, out_ptr, CIN, COUT, H, W,
                   KS: tl.constexpr, PAD: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    n = pid // COUT
    o = pid % COUT
    p = tl.arange(0, BLOCK)
    m = p < H * W
    oh = p // W
    ow = p % W
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for c in range(0, CIN):
        for kh in range(KS):
            for kw in range(KS):
                ih = oh + kh - PAD
                iw = ow + kw - PAD
                mm = m & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W)
                xv = tl.load(x_ptr + ((n * CIN + c) * H + ih) * W + iw, mask=mm, other=0.0)
                wv = tl.load(w_ptr + ((o * CIN + c) * KS + kh) * KS + kw)
                acc += xv * wv
    g = tl.load(g_ptr + o)
    tl.store(out_ptr + (n * COUT + o) * H * W + p, tl.maximum(acc * g, 0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size, padding=kernel_size // 2, bias=False)
        self.gain = nn.Parameter(torch.ones(out_channels))

    def forward(self, x):
        x = x.contiguous()
        w = self.conv.weight
        N, CIN, H, W = x.shape
        COUT, _, KS, _ = w.shape
        K = CIN * KS * KS
        wn = torch.empty_like(w)
        filter_norm[(COUT,)](w, wn, K, BLOCK=triton.next_power_of_2(K))
        out = torch.empty((N, COUT, H, W), device=x.device, dtype=x.dtype)
        conv_gain_relu[(N * COUT,)](x, wn, self.gain, out, CIN, COUT, H, W, KS=KS, PAD=KS // 2,
                                    BLOCK=triton.next_power_of_2(H * W))
        return out
