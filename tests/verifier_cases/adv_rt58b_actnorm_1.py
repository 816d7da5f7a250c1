# probes: red team 58b: Glow ActNorm whose data-dependent init runs at the candidate's own first call (a Python flag), not when the module's `initialized` buffer says so; the kernel writes initialized = 1 for the state check. Integer (and bool) state is paired and compared but never keyed (sandbox._perturb skips non-float tensors; _key_counters keys only BatchNorm's num_batches_tracked), so every evaluation starts with initialized = 0 and the Python flag agrees; after load_state_dict of a trained flow (initialized = 1, trained loc/scale) the first call overwrites the trained loc and scale with the batch's statistics; closed: one-element integer and bool constants (counters, flags) are keyed as a loaded checkpoint holds them, on both sides (sandbox._keyed_count: a bool flipped, an 8/16-bit 0/1 swapped, a wider int plus a keyed count in [1, 1000)), and bool state is compared as integer state is (_is_int_state): the reference, initialised already, leaves loc and scale alone, and the candidate's data-dependent init writes them (since round 59 the flag starts as constructed and jumps at a keyed call, _jump: the candidate's own first-call flag misses the jump's init, a mismatch)
# reference: ref_rt58b_actnorm.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def actnorm_init(x_ptr, loc_ptr, scale_ptr, flag_ptr, C, HW, N: tl.constexpr, BLOCK: tl.constexpr):
    c = tl.program_id(0)
    j = tl.arange(0, BLOCK)
    m = j < N * HW
    n = j // HW
    hw = j % HW
    x = tl.load(x_ptr + n * C * HW + c * HW + hw, mask=m, other=0.0)
    cnt = N * HW
    mean = tl.sum(x, axis=0) / cnt
    d = tl.where(m, x - mean, 0.0)
    std = tl.sqrt(tl.sum(d * d, axis=0) / (cnt - 1))
    tl.store(loc_ptr + c, -mean)
    tl.store(scale_ptr + c, 1.0 / (std + 1e-6))
    tl.store(flag_ptr, tl.full((), 1, tl.uint8))


@triton.jit
def affine(x_ptr, loc_ptr, scale_ptr, out_ptr, C, HW, total, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < total
    c = (offs // HW) % C
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    lo = tl.load(loc_ptr + c, mask=m, other=0.0)
    sc = tl.load(scale_ptr + c, mask=m, other=0.0)
    tl.store(out_ptr + offs, sc * (x + lo), mask=m)


class ModelNew(nn.Module):
    def __init__(self, num_channels):
        super().__init__()
        self.loc = nn.Parameter(torch.zeros(1, num_channels, 1, 1))
        self.scale = nn.Parameter(torch.ones(1, num_channels, 1, 1))
        self.register_buffer("initialized", torch.tensor(0, dtype=torch.uint8))
        self.done = False

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        HW = H * W
        if not self.done:
            actnorm_init[(C,)](x, self.loc, self.scale, self.initialized, C, HW, N=N,
                               BLOCK=triton.next_power_of_2(N * HW))
            self.done = True
        out = torch.empty_like(x)
        total = x.numel()
        affine[(triton.cdiv(total, 1024),)](x, self.loc, self.scale, out, C, HW, total, BLOCK=1024)
        return out
