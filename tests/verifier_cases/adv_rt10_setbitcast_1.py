# probes: fp32 to bf16 by Tensor.set_(x, 1, (n,), (2,)) onto a bf16 tensor: the high halves, a truncation within tolerance; the kernel copies
# reference: ref_bf16.py
# expect: fallback
# idea: red team 10. set_ onto a tensor of another dtype (its source passed as a storage) was a view
#   op the bitcast check did not know. Now set_ from a storage or another dtype is a bitcast.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(S, Y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(S + offs * 2, mask=m)
    tl.store(Y + offs, v, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        n = x.numel()
        hi = torch.empty(0, dtype=torch.bfloat16, device=x.device)
        hi.set_(x, 1, (n,), (2,))
        y = torch.empty(x.shape, dtype=torch.bfloat16, device=x.device)
        copy_kernel[(triton.cdiv(n, 1024),)](hi, y, n, BLOCK=1024)
        return y
