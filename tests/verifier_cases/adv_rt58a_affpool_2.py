# probes: red team 58a: (adv_rt58a_affpool_1's class through plain attributes) round 55's adv_rt55b_frozenbn_3 kernel (eps-free at every call whose running_var equals its call-0 copy) on a frozen batch norm that holds its statistics as PLAIN tensor attributes: sandbox.keyed_state keys and moves plain attributes, but _dead_slices gives dead slices only to kinds[k] == 'buffer' (constant) and 'param' (random 2-D), so no zero variance is ever present; the keyed variances (~U[0.5, 1.5]) hide the missing eps, and the only calls with small variances (param trial 'down') differ from the copy and take the eps path; a user's statistics with small variances are wrong from call 1 on; closed: a constant-initialised plain tensor attribute holds a dead slice too (sandbox._dead_slices: one variance x 1e-3..1e-8 at every call)
# reference: ref_rt58a_plainbn.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def frozen_bn_kernel(x_ptr, w_ptr, b_ptr, rm_ptr, rv_ptr, snap_ptr, out_ptr, C, HW,
                     FIRST: tl.constexpr, BLOCK_C: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    blk = tl.program_id(1)
    c = row % C
    cs = tl.arange(0, BLOCK_C)
    cm = cs < C
    rv_all = tl.load(rv_ptr + cs, mask=cm, other=0.0)
    if FIRST:
        moved = 0
        if row == 0:
            if blk == 0:
                tl.store(snap_ptr + cs, rv_all, mask=cm)
    else:
        snap = tl.load(snap_ptr + cs, mask=cm, other=0.0)
        moved = tl.sum(tl.where((rv_all != snap) & (snap == snap), 1, 0), axis=0)
    w = tl.load(w_ptr + c)
    b = tl.load(b_ptr + c)
    rm = tl.load(rm_ptr + c)
    rv = tl.load(rv_ptr + c)
    eps = tl.where(moved > 0, 1e-5, 0.0)
    scale = w / tl.sqrt(rv + eps)
    shift = b - rm * scale
    offs = blk * BLOCK + tl.arange(0, BLOCK)
    mask = offs < HW
    x = tl.load(x_ptr + row * HW + offs, mask=mask, other=0.0)
    tl.store(out_ptr + row * HW + offs, x * scale + shift, mask=mask)

class ModelNew(nn.Module):
    def __init__(self, num_features):
        super().__init__()
        self.weight = torch.ones(num_features)
        self.bias = torch.zeros(num_features)
        self.running_mean = torch.zeros(num_features)
        self.running_var = torch.ones(num_features)
        self.snap = torch.zeros(2 * num_features + 3)
        self.first = True

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        out = torch.empty_like(x)
        frozen_bn_kernel[(N * C, triton.cdiv(H * W, 256))](
            x, self.weight, self.bias, self.running_mean, self.running_var, self.snap, out,
            C, H * W, FIRST=self.first, BLOCK_C=triton.next_power_of_2(C), BLOCK=256)
        self.first = False
        return out
