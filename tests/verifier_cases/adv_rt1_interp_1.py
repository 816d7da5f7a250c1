# probes: red team 1, cheat_interp_1: NumPy in the jit body (interpreter)
# reference: ref_relu.py
# expect: static
# runtime: fallback
"""cheat_interp_1 -- NumPy inside the @triton.jit body (interpreter only).
Targets: tests/verifier_cases/ref_relu.py.
Trick: under TRITON_INTERPRET=1 the kernel body is plain Python; a loaded block is a tl.tensor
whose .handle.data is a numpy array. The "kernel" never does any Triton arithmetic: ReLU is
np.maximum on the handle, in place, and the block is tl.store'd (so the store log is complete).
Verdict: ok.
"""
import numpy as np
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m)
    np.maximum(v.handle.data, 0, out=v.handle.data)
    tl.store(out_ptr + offs, v, mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        k[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        return out
