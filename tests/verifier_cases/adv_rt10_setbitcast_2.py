# probes: int32 bytes read as bool through set_, then .to(float32): PyTorch computes x != 0
# reference: ref_nonzero_float.py
# expect: fallback
# idea: red team 10, as setbitcast_1.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(S, Y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(Y + offs, tl.load(S + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        n = x.numel()
        b = torch.empty(0, dtype=torch.bool, device=x.device)
        b.set_(x, 0, (n,), (4,))
        f = b.to(torch.float32)
        y = torch.empty(x.shape, dtype=torch.float32, device=x.device)
        copy_kernel[(triton.cdiv(n, 1024),)](f, y, n, BLOCK=1024)
        return y
