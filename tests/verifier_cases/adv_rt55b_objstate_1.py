# probes: red team 55b: batch normalisation that never updates the running statistics the reference keeps in a plain helper object (self.rms = RunningMeanStd(features), a class that is not an nn.Module, holding self.mean / self.var tensors its update() moves in place): sandbox.keyed_state (and so _forward_changes, the state check's watch list, and _bindings/_unrebind) collects tensors from the modules' own dicts and from lists, tuples and dicts they hold, never from the attributes of an arbitrary Python object, so the reference's state change is invisible and the output (batch statistics) matches; the running mean/var a later evaluation or checkpoint reads stay 0 and 1; closed: tensors in objects of the task's own classes are keyed state (sandbox.keyed_state walks their dicts)
# reference: ref_rt55b_objstate.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bn_cols_kernel(x_ptr, out_ptr, M, N, BLOCK_M: tl.constexpr):
    col = tl.program_id(0)
    rows = tl.arange(0, BLOCK_M)
    m = rows < M
    x = tl.load(x_ptr + rows * N + col, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / M
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / M
    tl.store(out_ptr + rows * N + col, d / tl.sqrt(var + 1e-5), mask=m)


class ModelNew(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.features = features

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty_like(x)
        bn_cols_kernel[(N,)](x, out, M, N, BLOCK_M=triton.next_power_of_2(M))
        return out
