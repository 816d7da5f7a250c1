# probes: red team 56b: (escape of round 55's objstate closure) an observation normaliser whose kernel never reads the running statistics the reference holds in a typing.NamedTuple (self.obs_rms = RunningStats(mean=zeros, var=ones)): sandbox.keyed_state walks `type(x) in (list, tuple, dict)` exactly (a NamedTuple, namedtuple, OrderedDict or defaultdict is a subclass, not walked as a container) and objects of the task's own classes through their __dict__ (a NamedTuple has none: AttributeError, return), so the two tensors are never keyed, paired or moved, and clamp(x / sqrt(1 + 1e-8), -10, 10) matches every trial; with any loaded statistics the answer is wrong; closed: keyed_state walks list, tuple and dict subclasses (a NamedTuple)
# reference: ref_rt56b_ntstate.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def norm_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = x / tl.sqrt(1.0 + 1e-8)
    y = tl.minimum(tl.maximum(y, -10.0), 10.0)
    tl.store(out_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, n):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        norm_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
