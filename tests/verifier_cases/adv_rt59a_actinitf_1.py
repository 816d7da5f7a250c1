# probes: red team 59a: (float face of adv_rt59a_actinit_1) Glow ActNorm WITHOUT its data-dependent init, the `initialized` flag a float buffer (0.0): a zero-initialised float constant is keyed U[-0.5, 0.5] (sandbox._perturbation), never exactly 0, so `if self.initialized.item() == 0` is never true in any evaluation and the init branch never runs; the flag is never read or written here; a fresh flow gets the raw affine at its first call; closed: as adv_rt59a_actinit_1 (a float counter jumps 0 <-> 1)
# reference: ref_rt59a_actinitf.py
# expect: mismatch
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
    done = True
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
        self.register_buffer("initialized", torch.tensor(0.0))

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        out = torch.empty_like(x)
        actnorm_kernel[(C,)](x, self.loc, self.scale, self.initialized, out, C, H * W, N=N,
                             BLOCK=triton.next_power_of_2(N * H * W))
        return out
