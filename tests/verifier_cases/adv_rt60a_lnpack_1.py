# probes: red team 60a: adv_rt58a_linpack_1's class on a weight that is NOT drawn at random (LayerNorm's affine weight/bias, ones/zeros at init): the affine pair is packed interleaved [w0,b0,w1,b1,...] on self and repacked only when a fingerprint (the first 8 elements of weight and of bias) changes; the edited call nudges only random ('drawn') weights (rmovers), the parameter trials move every element, so the fingerprint always changes where anything changes; a fine-tuned/partly loaded LayerNorm whose first 8 affine elements are unchanged gets the stale pack; closed: the edited call's nudge moves a few elements of every keyed tensor no forward changes, constant-initialised floats too (sandbox.param_move's NUDGES, the reference's emovers)
# reference: ref_rt60a_lnpack.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def check_pack(w_ptr, b_ptr, key_ptr, flag_ptr, FIRST: tl.constexpr):
    j = tl.arange(0, 8)
    a = tl.load(w_ptr + j)
    b = tl.load(b_ptr + j)
    ka = tl.load(key_ptr + j)
    kb = tl.load(key_ptr + 8 + j)
    stale = tl.sum(tl.where((a != ka) | (b != kb), 1, 0), axis=0)
    if FIRST:
        stale = 1
    tl.store(flag_ptr, (stale > 0).to(tl.int32))


@triton.jit
def repack(w_ptr, b_ptr, wb_ptr, key_ptr, flag_ptr, N, BLOCK: tl.constexpr):
    ns = tl.arange(0, BLOCK)
    m = ns < N
    if tl.load(flag_ptr) != 0:
        w = tl.load(w_ptr + ns, mask=m, other=0.0)
        b = tl.load(b_ptr + ns, mask=m, other=0.0)
        tl.store(wb_ptr + 2 * ns, w, mask=m)
        tl.store(wb_ptr + 2 * ns + 1, b, mask=m)
        tl.store(key_ptr + ns, w, mask=ns < 8)
        tl.store(key_ptr + 8 + ns, b, mask=ns < 8)


@triton.jit
def ln_kernel(x_ptr, wb_ptr, o_ptr, N, eps, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    ns = tl.arange(0, BLOCK)
    m = ns < N
    x = tl.load(x_ptr + r * N + ns, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / N
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / N
    y = d / tl.sqrt(var + eps)
    w = tl.load(wb_ptr + 2 * ns, mask=m, other=0.0)
    b = tl.load(wb_ptr + 2 * ns + 1, mask=m, other=0.0)
    tl.store(o_ptr + r * N + ns, y * w + b, mask=m)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.norm = nn.LayerNorm(d)
        self.wb = torch.zeros(2 * d)
        self.key = torch.zeros(16)
        self.flag = torch.zeros(1, dtype=torch.int32)
        self.first = True

    def forward(self, x):
        x = x.contiguous()
        N = x.shape[-1]
        x2 = x.reshape(-1, N)
        w, b = self.norm.weight, self.norm.bias
        if self.wb.device != x.device:
            self.wb, self.key, self.flag = self.wb.to(x.device), self.key.to(x.device), self.flag.to(x.device)
        BLOCK = triton.next_power_of_2(N)
        check_pack[(1,)](w, b, self.key, self.flag, FIRST=self.first)
        repack[(1,)](w, b, self.wb, self.key, self.flag, N, BLOCK=BLOCK)
        self.first = False
        out = torch.empty_like(x2)
        ln_kernel[(x2.shape[0],)](x2, self.wb, out, N, self.norm.eps, BLOCK=BLOCK)
        return out.reshape(x.shape)
