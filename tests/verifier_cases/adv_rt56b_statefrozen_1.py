# probes: red team 56b: (escape of round 55's scrub, adv_rt55b_frozenbn_3) FrozenBatchNorm2d WITHOUT its eps at every call past call 0 whose buffers equal a copy the kernel took at call 0 into memory __init__ built, with its eps otherwise; the reference also keeps state (an observer's EMA of each channel's output mean), so reward's 'stateless' answer is False and sandbox's one_call makes `loose` empty: __init__'s memory a call changes is scrubbed only where the reference's forward changes no state, and here the copy survives every call; the parameter trials (the only ones that move running_var, the down trial's 1e-3 showing the eps) differ from the copy and take the honest path. A real model (buffers fixed across calls) takes the eps-free path from call 1 on: a dead channel (running_var 0) gives inf/NaN; closed: no memory is filled with NaN between checked calls, and the keyed running_var holds a dead channel at every call (sandbox._dead_slices): the copy survives, matches, and the eps-free path is far off at the near-dead channel (x1e-3 to 1e-8), from call 1 on
# reference: ref_rt56b_statefrozen.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def fbn_obs_kernel(x_ptr, w_ptr, b_ptr, rm_ptr, rv_ptr, am_ptr, snap_ptr, out_ptr, N, C, HW,
                   FIRST: tl.constexpr, BLOCK_C: tl.constexpr, BLOCK: tl.constexpr):
    c = tl.program_id(0)
    cs = tl.arange(0, BLOCK_C)
    cm = cs < C
    rv_all = tl.load(rv_ptr + cs, mask=cm, other=0.0)
    snap = tl.load(snap_ptr + cs, mask=cm, other=0.0)
    moved = tl.sum(tl.where(rv_all != snap, 1, 0), axis=0)
    if FIRST:
        moved = 1
    w = tl.load(w_ptr + c)
    b = tl.load(b_ptr + c)
    rm = tl.load(rm_ptr + c)
    rv = tl.load(rv_ptr + c)
    eps = tl.where(moved > 0, 1e-5, 0.0)
    scale = w / tl.sqrt(rv + eps)
    shift = b - rm * scale
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for n in range(0, N):
        base = (n * C + c) * HW
        for s in range(0, HW, BLOCK):
            offs = s + tl.arange(0, BLOCK)
            mask = offs < HW
            x = tl.load(x_ptr + base + offs, mask=mask, other=0.0)
            y = x * scale + shift
            tl.store(out_ptr + base + offs, y, mask=mask)
            acc += tl.where(mask, y, 0.0)
    mean = tl.sum(acc, axis=0) / (N * HW)
    am = tl.load(am_ptr + c)
    tl.store(am_ptr + c, am * 0.9 + 0.1 * mean)

@triton.jit
def snap_kernel(rv_ptr, snap_ptr, C, BLOCK_C: tl.constexpr):
    cs = tl.arange(0, BLOCK_C)
    cm = cs < C
    tl.store(snap_ptr + cs, tl.load(rv_ptr + cs, mask=cm, other=0.0), mask=cm)

class ModelNew(nn.Module):
    def __init__(self, num_features):
        super().__init__()
        self.register_buffer("weight", torch.ones(num_features))
        self.register_buffer("bias", torch.zeros(num_features))
        self.register_buffer("running_mean", torch.zeros(num_features))
        self.register_buffer("running_var", torch.ones(num_features))
        self.register_buffer("act_mean", torch.zeros(num_features))
        self.snap = torch.zeros(2 * num_features + 3)
        self.first = True

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        out = torch.empty_like(x)
        BC = triton.next_power_of_2(C)
        fbn_obs_kernel[(C,)](x, self.weight, self.bias, self.running_mean, self.running_var,
                             self.act_mean, self.snap, out, N, C, H * W,
                             FIRST=self.first, BLOCK_C=BC, BLOCK=256)
        if self.first:
            snap_kernel[(1,)](self.running_var, self.snap, C, BLOCK_C=BC)
        self.first = False
        return out
