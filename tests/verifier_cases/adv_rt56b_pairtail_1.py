# probes: red team 56b: (escape of round 55's scrub, adv_rt55b_frozenbn_3, for a STATELESS reference) FrozenBatchNorm2d WITHOUT its eps at every call past call 0 whose running_var equals a copy taken at call 0, with it otherwise; the copy lives in the tail of the very storage that holds the candidate's running_var (a (2C,) tensor whose first C elements are registered as the buffer): sandbox's one_call makes `loose` of __init__'s storages NOT in `paired` (the storages of tensors paired with the reference's), and the scrub works by storage, so a storage holding one paired tensor is never scrubbed, whatever else it holds; the parameter trials (the only moves of running_var) differ from the copy and take the honest path; a real model (buffers fixed) takes the eps-free path from call 1 on, and a dead channel gives inf/NaN; closed: a call may not change the memory of a weight the reference's forward leaves as it is (sandbox._frozen_spans/_frozen_changed: the whole storage of every paired, unwatched tensor, the bytes past its view included, is compared byte for byte before and after each call; only what a watched tensor spans may change)
# reference: ref_rt55b_frozenbn.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def frozen_bn_kernel(x_ptr, w_ptr, b_ptr, rm_ptr, rv_ptr, out_ptr, C, HW,
                     FIRST: tl.constexpr, BLOCK_C: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    blk = tl.program_id(1)
    c = row % C
    cs = tl.arange(0, BLOCK_C)
    cm = cs < C
    rv_all = tl.load(rv_ptr + cs, mask=cm, other=0.0)
    snap = tl.load(rv_ptr + C + cs, mask=cm, other=0.0)
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
    offs = blk * BLOCK + tl.arange(0, BLOCK)
    mask = offs < HW
    x = tl.load(x_ptr + row * HW + offs, mask=mask, other=0.0)
    tl.store(out_ptr + row * HW + offs, x * scale + shift, mask=mask)

@triton.jit
def snap_kernel(rv_ptr, C, BLOCK_C: tl.constexpr):
    cs = tl.arange(0, BLOCK_C)
    cm = cs < C
    tl.store(rv_ptr + C + cs, tl.load(rv_ptr + cs, mask=cm, other=0.0), mask=cm)

class ModelNew(nn.Module):
    def __init__(self, num_features):
        super().__init__()
        self.register_buffer("weight", torch.ones(num_features))
        self.register_buffer("bias", torch.zeros(num_features))
        self.register_buffer("running_mean", torch.zeros(num_features))
        self.register_buffer("running_var", torch.ones(2 * num_features)[:num_features])
        self.first = True

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        out = torch.empty_like(x)
        BC = triton.next_power_of_2(C)
        frozen_bn_kernel[(N * C, triton.cdiv(H * W, 256))](
            x, self.weight, self.bias, self.running_mean, self.running_var, out,
            C, H * W, FIRST=self.first, BLOCK_C=BC, BLOCK=256)
        if self.first:
            snap_kernel[(1,)](self.running_var, C, BLOCK_C=BC)
        self.first = False
        return out
