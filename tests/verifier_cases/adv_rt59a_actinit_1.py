# probes: red team 59a: (the branch a keyed flag hides) Glow ActNorm WITHOUT its data-dependent init: loc and scale are applied as they are, whatever `initialized` says, and never set from the batch. sandbox._keyed_count swaps an 8/16-bit 0/1 flag (and flips a bool, and adds [1, 1000) to a wider int) at EVERY keyed attempt, so the reference starts every evaluation with initialized = 1 and its init branch never runs (the unkeyed attempt runs only where the keyed ones leave the domain); every user who trains a fresh flow (initialized = 0) gets x * 1 + 0 at the first call instead of the normalised batch, and loc and scale stay at their init; closed: counters (state of one element, or integer state, that the forward changes) start as constructed at call 0 and jump as a loaded model's at a keyed input trial (sandbox.counter_state, _jump), so the data-dependent init runs at call 0, and again where the flag jumps back
# reference: ref_rt59a_actinit.py
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
        self.register_buffer("initialized", torch.tensor(0, dtype=torch.uint8))

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        out = torch.empty_like(x)
        actnorm_kernel[(C,)](x, self.loc, self.scale, self.initialized, out, C, H * W, N=N,
                             BLOCK=triton.next_power_of_2(N * H * W))
        set_flag[(1,)](self.initialized)
        return out
