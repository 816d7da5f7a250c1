# probes: red team 59a: honest twin of adv_rt59a_actinit_1 (round 58b's good_rt58b_actnorm): one kernel per channel reads the module's `initialized` buffer, takes the batch statistics only where it is 0, writes loc, scale and the flag, and applies the affine
# reference: ref_rt59a_actinit.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def set_flag(flag_ptr):
    tl.store(flag_ptr, tl.full((), 1, tl.uint8))


@triton.jit
def actnorm_kernel(x_ptr, loc_ptr, scale_ptr, flag_ptr, out_ptr, C, HW, N: tl.constexpr,
                   BLOCK: tl.constexpr):
    c = tl.program_id(0)
    j = tl.arange(0, BLOCK)
    m = j < N * HW
    n = j // HW
    hw = j % HW
    off = n * C * HW + c * HW + hw
    x = tl.load(x_ptr + off, mask=m, other=0.0)
    cnt = N * HW
    mean = tl.sum(x, axis=0) / cnt
    d = tl.where(m, x - mean, 0.0)
    std = tl.sqrt(tl.sum(d * d, axis=0) / (cnt - 1))
    done = tl.load(flag_ptr) != 0
    lo = tl.where(done, tl.load(loc_ptr + c), -mean)
    sc = tl.where(done, tl.load(scale_ptr + c), 1.0 / (std + 1e-6))
    tl.store(loc_ptr + c, lo)
    tl.store(scale_ptr + c, sc)
    tl.store(out_ptr + off, sc * (x + lo), mask=m)


class ModelNew(nn.Module):
    def __init__(self, num_channels):
        super().__init__()
        self.loc = nn.Parameter(torch.zeros(1, num_channels, 1, 1))
        self.scale = nn.Parameter(torch.ones(1, num_channels, 1, 1))
        self.register_buffer("initialized", torch.tensor(0, dtype=torch.uint8))

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        out = torch.empty_like(x)
        actnorm_kernel[(C,)](x, self.loc, self.scale, self.initialized, out, C, H * W, N=N,
                             BLOCK=triton.next_power_of_2(N * H * W))
        set_flag[(1,)](self.initialized)
        return out
