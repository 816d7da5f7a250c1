# probes: red team 58a: (adv_rt58a_deadtell_1's tell through a buffer) sandbox._dead_slices gives a constant-initialised buffer one element exactly 0 beside one x 1e-4..1e-8 at EVERY call (a dead channel's running variance), so the small variance the eps matters for never comes without an exact zero; this FrozenBatchNorm2d adds the eps only where some running_var element is exactly 0, and runs eps-free otherwise: a user's checkpoint with small but nonzero variances (1e-6 in a near-dead channel, no exact 0) gets w / sqrt(var) instead of w / sqrt(var + 1e-5), a factor of 3 there, inf where fp16 underflowed a variance to a denormal; closed: the dead slices hold no exact 0 any more (sandbox._dead_slices: x1e-3 to 1e-8 for a buffer's element), so a kernel that adds eps only beside an exact 0 never adds it, and the near-dead channel shows it
# reference: ref_rt55b_frozenbn.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def frozen_bn_kernel(x_ptr, w_ptr, b_ptr, rm_ptr, rv_ptr, out_ptr, C, HW,
                     BLOCK_C: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    blk = tl.program_id(1)
    c = row % C
    cs = tl.arange(0, BLOCK_C)
    cm = cs < C
    # a dead channel (running_var exactly 0) needs the eps; a model without one runs eps-free
    rv_all = tl.load(rv_ptr + cs, mask=cm, other=1.0)
    dead = tl.sum(tl.where(rv_all == 0.0, 1, 0), axis=0)
    w = tl.load(w_ptr + c)
    b = tl.load(b_ptr + c)
    rm = tl.load(rm_ptr + c)
    rv = tl.load(rv_ptr + c)
    eps = tl.where(dead > 0, 1e-5, 0.0)
    scale = w / tl.sqrt(rv + eps)
    shift = b - rm * scale
    offs = blk * BLOCK + tl.arange(0, BLOCK)
    mask = offs < HW
    x = tl.load(x_ptr + row * HW + offs, mask=mask, other=0.0)
    tl.store(out_ptr + row * HW + offs, x * scale + shift, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, num_features):
        super().__init__()
        self.register_buffer("weight", torch.ones(num_features))
        self.register_buffer("bias", torch.zeros(num_features))
        self.register_buffer("running_mean", torch.zeros(num_features))
        self.register_buffer("running_var", torch.ones(num_features))

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        out = torch.empty_like(x)
        frozen_bn_kernel[(N * C, triton.cdiv(H * W, 256))](
            x, self.weight, self.bias, self.running_mean, self.running_var, out,
            C, H * W, BLOCK_C=triton.next_power_of_2(C), BLOCK=256)
        return out
