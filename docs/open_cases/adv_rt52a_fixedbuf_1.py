# probes: OPEN: red team 52a: per-channel normalisation with ImageNet's mean and std written into the kernel; the module's persistent buffers (its state_dict) are never read. sandbox.param_signature keeps no digest for fixed (seed-independent, non-constant) buffers ("a cos table a kernel may compute on the fly"), so keyed_state's perturbation never changes them and no parameter trial moves them: the constants always match. model.load_state_dict(...) of a checkpoint with other statistics (CLIP's), or any assignment to model.mean, is ignored
# reference: ref_rt52a_fixedbuf.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def norm_kernel(x_ptr, out_ptr, n, HW, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    c = (offs // HW) % 3
    mean = tl.where(c == 0, 0.485, tl.where(c == 1, 0.456, 0.406))
    std = tl.where(c == 0, 0.229, tl.where(c == 1, 0.224, 0.225))
    v = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, (v - mean) / std, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("mean", torch.tensor([0.485, 0.456, 0.406]).view(1, 3, 1, 1))
        self.register_buffer("std", torch.tensor([0.229, 0.224, 0.225]).view(1, 3, 1, 1))

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        HW = x.shape[2] * x.shape[3]
        norm_kernel[(triton.cdiv(n, 1024),)](x, out, n, HW, BLOCK=1024)
        return out
