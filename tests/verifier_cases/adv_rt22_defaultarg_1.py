# probes: red team 22 (defaultarg): a cache kept in forward's default argument (a list the scratch walk never reaches); survival probe: relu + (c[0] - 7)
# reference: ref_relu.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, c_ptr, y_ptr, n, USE: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.maximum(x, 0.0)
    if USE:
        y = y + (tl.load(c_ptr) - 7.0)
    tl.store(y_ptr + offs, y, mask=m)
    if pid == 0:
        tl.store(c_ptr, 7.0)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, keep=[]):
        x = x.contiguous()
        y = torch.empty_like(x)
        use = 1
        if len(keep) == 0:
            keep.append(torch.empty(1, device=x.device, dtype=torch.float32))
            use = 0
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, keep[0], y, n, USE=use, BLOCK=1024)
        return y
