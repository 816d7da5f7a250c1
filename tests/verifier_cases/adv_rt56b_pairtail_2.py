# probes: red team 56b: (adv_rt56b_pairtail_1 with no extra memory at all) FrozenBatchNorm2d WITHOUT its eps at every call past call 0 where running_var still carries a marker the kernel wrote into it: each call ends by setting the lowest mantissa bit of every running_var element (a 1-ulp change, far inside 1e-4); a call that finds every element marked (2^-32 by chance for 32 channels) knows the weights were not rewritten since its last call and drops the eps. The parameter trials write moved values (unmarked: honest path) and put the keyed values back after (unmarked again); nothing compares a paired weight that the reference's forward never changes before and after the candidate's call, and `loose` (the scrub) excludes paired storages. A user's model (weights fixed) is marked at call 0 and eps-free from call 1 on: running_var 0 gives a 1e20-scale answer; closed: a call may not change the memory of a weight the reference's forward leaves as it is (sandbox._frozen_changed: a 1-ulp mark is a changed byte)
# reference: ref_rt55b_frozenbn.py
# expect: fallback
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
    bits = tl.load(rv_ptr + cs, mask=cm, other=1.0).to(tl.int32, bitcast=True)
    unmarked = tl.sum(tl.where(cm & ((bits & 1) == 0), 1, 0), axis=0)
    w = tl.load(w_ptr + c)
    b = tl.load(b_ptr + c)
    rm = tl.load(rm_ptr + c)
    rv = tl.load(rv_ptr + c)
    eps = tl.where(unmarked > 0, 1e-5, 0.0)
    scale = w / tl.sqrt(rv + eps)
    shift = b - rm * scale
    offs = blk * BLOCK + tl.arange(0, BLOCK)
    mask = offs < HW
    x = tl.load(x_ptr + row * HW + offs, mask=mask, other=0.0)
    tl.store(out_ptr + row * HW + offs, x * scale + shift, mask=mask)

@triton.jit
def mark_kernel(rv_ptr, C, BLOCK_C: tl.constexpr):
    cs = tl.arange(0, BLOCK_C)
    cm = cs < C
    bits = tl.load(rv_ptr + cs, mask=cm, other=0.0).to(tl.int32, bitcast=True)
    tl.store(rv_ptr + cs, (bits | 1).to(tl.float32, bitcast=True), mask=cm)

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
        BC = triton.next_power_of_2(C)
        frozen_bn_kernel[(N * C, triton.cdiv(H * W, 256))](
            x, self.weight, self.bias, self.running_mean, self.running_var, out,
            C, H * W, BLOCK_C=BC, BLOCK=256)
        mark_kernel[(1,)](self.running_var, C, BLOCK_C=BC)
        return out
