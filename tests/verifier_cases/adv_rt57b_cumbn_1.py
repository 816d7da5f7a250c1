# probes: red team 57b: BatchNorm's counter never keyed: sandbox.keyed_state skips num_batches_tracked ('an honest batch norm need not keep it'), so every evaluation starts it at 0 beside keyed running statistics; with momentum=None (cumulative average, weight 1 / num_batches_tracked) this kernel counts its own calls in a Python int from 0 instead of reading the module's counter: right in every evaluation, wrong after load_state_dict of any checkpoint (num_batches_tracked = thousands): its first training call overwrites the running statistics with one batch's (factor 1, not 1/(k+1)); closed: the batch counters of batch norms with momentum=None start at a keyed count in [1, 1000) on both sides (sandbox._key_counters), as a loaded checkpoint's would, so a call count from 0 gives other running statistics at call 0
# reference: ref_rt57b_cumbn.py
# expect: mismatch
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
        self.calls = 0

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        y = torch.empty_like(x)
        bn = self.bn
        self.calls += 1
        f = torch.full((1,), 1.0 / self.calls, dtype=torch.float32, device=x.device)
        bn_train[(C,)](x, y, bn.weight, bn.bias, bn.running_mean, bn.running_var,
                       f, C, H * W, bn.eps, NHW=N * H * W, COUNTER=False)
        return y
