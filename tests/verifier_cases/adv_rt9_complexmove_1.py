# probes: x.to(complex64) * 1j is movement ((0, x) pairs): PyTorch builds the answer with torch.stack([zeros_like(x), x], -1) and an identity kernel copies it, because the movement test gave up on complex outputs
# reference: ref_complex_rot.py
# expect: fallback
# idea: red team 9. Fixed: sandbox._moves_only reads a complex output as its (re, im) pairs.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        pairs = torch.stack([torch.zeros_like(x), x], dim=-1)    # (0, x): x * 1j, built by PyTorch
        out = torch.empty_like(pairs)
        n = pairs.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](pairs, out, n, BLOCK=1024)
        return torch.view_as_complex(out)
