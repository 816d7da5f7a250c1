# probes: red team 47a: the affine unit rewritten as a threshold, x > -b / w, which flips the inequality for a negative weight: the input trials keep the keyed weights positive (const x U[0.5, 1.5]), and the parameter trials that flip their signs (sandbox.param_move "signs") compare no integer or bool output (RANGE_KINDS includes "params"; _steady_ints runs at the large trial only), so the flipped weights are never checked; a trained unit with a negative weight fires exactly where it should not
# reference: ref_rt47a_thrsign.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def fire_kernel(x_ptr, w_ptr, b_ptr, out_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    x = tl.load(x_ptr + row * D + offs, mask=m, other=0.0)
    w = tl.load(w_ptr + offs, mask=m, other=1.0)
    b = tl.load(b_ptr + offs, mask=m, other=0.0)
    thr = -b / w          # the firing threshold, one per feature
    tl.store(out_ptr + row * D + offs, x > thr, mask=m)


class ModelNew(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(features))
        self.bias = nn.Parameter(torch.zeros(features))

    def forward(self, x):
        x = x.contiguous()
        B, D = x.shape
        out = torch.empty((B, D), device=x.device, dtype=torch.bool)
        fire_kernel[(B,)](x, self.weight, self.bias, out, D, BLOCK=triton.next_power_of_2(D))
        return out
