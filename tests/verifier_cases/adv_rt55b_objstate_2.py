# probes: red team 55b: (the weight half of adv_rt55b_objstate_1) an observation normaliser whose kernel never reads the running statistics the reference keeps in a plain helper object (self.obs_rms.mean / .var, zeros and ones): sandbox.keyed_state walks the modules' dicts and their lists, tuples and dicts, never an arbitrary object's attributes, so these constant-initialised tensors are never keyed, paired or moved by the parameter trials, and clamp(x / sqrt(1 + 1e-8), -10, 10) matches at every trial; with any loaded statistics (the point of the normaliser) the answer is wrong; closed: tensors in objects of the task's own classes are keyed (sandbox.keyed_state walks their dicts)
# reference: ref_rt55b_objstate2.py
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
    tl.store(out_ptr + offs, tl.minimum(tl.maximum(y, -10.0), 10.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.features = features

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        norm_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
