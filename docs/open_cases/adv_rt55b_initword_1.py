# probes: OPEN: red team 55b: (constructor twin of round 54's str flag) the constructor's activation name (act='sigmoid', what get_init_inputs passes) ignored, the kernel always computes sigmoid: sandbox._moved_init moves only non-integral floats and float tensors of get_init_inputs() (ints, bools and strings 'stay'), and _words' alternatives are offered only to a str passed to forward (_transform), so both models are built with 'sigmoid' at every trial; any Model('relu') or Model('tanh') gets sigmoid; open: constructor bools and strs stay as written (one model is built per evaluation)
# reference: ref_rt55b_initword.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def act_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, 1.0 / (1.0 + tl.exp(-x)), mask=mask)

class ModelNew(nn.Module):
    def __init__(self, act):
        super().__init__()
        self.act = act

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        act_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
