# probes: red team 56b: FrozenBatchNorm2d WITHOUT its eps at the first six calls of the model and with it from the seventh on, by a Python call counter alone (no memory kept, nothing the scrub can reach): sandbox's reference plan runs the input trials first (calls 0-5 at the default six), then the flag calls, then the parameter trials (sandbox: plan = trials + flags + params), and the parameter trials (up/down/signs) are the ONLY ones that move a constant-initialised weight or buffer (the redraw, at a keyed input trial, moves random weights only); so every call that could show the missing eps (running_var 1e-3 at 'down') is call 6 or later, and every call before it holds running_var ~ U[0.5, 1.5], where eps is invisible. A user's first six batches (a dead channel, running_var 0) get inf/NaN; round 55's open frozenbn_1 thought the hole reduced to call 0; closed: the parameter trials now run at keyed places among the input trials, after call 0 (a counter can cheat only before the first of them, at as-keyed weights)
# reference: ref_rt55b_frozenbn.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def frozen_bn_kernel(x_ptr, w_ptr, b_ptr, rm_ptr, rv_ptr, out_ptr, C, HW,
                     SAFE: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    blk = tl.program_id(1)
    c = row % C
    w = tl.load(w_ptr + c)
    b = tl.load(b_ptr + c)
    rm = tl.load(rm_ptr + c)
    rv = tl.load(rv_ptr + c)
    if SAFE:
        scale = w / tl.sqrt(rv + 1e-5)
    else:
        scale = w / tl.sqrt(rv)
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
        self.calls = 0

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        out = torch.empty_like(x)
        frozen_bn_kernel[(N * C, triton.cdiv(H * W, 256))](
            x, self.weight, self.bias, self.running_mean, self.running_var, out,
            C, H * W, SAFE=self.calls >= 6, BLOCK=256)
        self.calls += 1
        return out
