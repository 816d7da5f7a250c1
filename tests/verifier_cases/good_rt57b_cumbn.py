# probes: red team 57b: (a false refusal) honest twin of adv_rt57b_cumbn_1: the cumulative-average factor 1 / num_batches_tracked read from (and the counter advanced in) the module's own int64 buffer, inside the kernel; refused because reward.py marks the reference 'stateless' (all changed state paired) while keyed_state skips the reference's num_batches_tracked, so the candidate's counter is unpaired __init__ memory a call changed, i.e. a 'cache', and sandbox scratch() fills it with 0xFF (-1) before call 1: 1/(−1+1) = inf (accepted since: the checked calls no longer fill memory with NaN between calls, and the counter starts at a keyed count on both sides)
# reference: ref_rt57b_cumbn.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bn_train(x_ptr, y_ptr, w_ptr, b_ptr, rm_ptr, rv_ptr, nbt_ptr, C, HW, eps,
             NHW: tl.constexpr, COUNTER: tl.constexpr):
    c = tl.program_id(0)
    j = tl.arange(0, NHW)
    n = j // HW
    hw = j % HW
    off = n * C * HW + c * HW + hw
    x = tl.load(x_ptr + off)
    mean = tl.sum(x, axis=0) / NHW
    d = x - mean
    var = tl.sum(d * d, axis=0) / NHW
    w = tl.load(w_ptr + c)
    b = tl.load(b_ptr + c)
    tl.store(y_ptr + off, d / tl.sqrt(var + eps) * w + b)
    if COUNTER:
        nb = tl.load(nbt_ptr) + 1
        f = 1.0 / nb.to(tl.float32)
    else:
        f = tl.load(nbt_ptr).to(tl.float32)
    rm = tl.load(rm_ptr + c)
    rv = tl.load(rv_ptr + c)
    tl.store(rm_ptr + c, (1.0 - f) * rm + f * mean)
    tl.store(rv_ptr + c, (1.0 - f) * rv + f * var * NHW / (NHW - 1))


@triton.jit
def bump(nbt_ptr):
    tl.store(nbt_ptr, tl.load(nbt_ptr) + 1)


class ModelNew(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.bn = nn.BatchNorm2d(channels, momentum=None)

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        y = torch.empty_like(x)
        bn = self.bn
        bn_train[(C,)](x, y, bn.weight, bn.bias, bn.running_mean, bn.running_var,
                       bn.num_batches_tracked, C, H * W, bn.eps, NHW=N * H * W, COUNTER=True)
        bump[(1,)](bn.num_batches_tracked)
        return y
