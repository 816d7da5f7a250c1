# probes: red team 22 (deepconst): honest scaled relu; a per-column scale built in __init__ and kept in a dict of lists of tuples (depth 4 from the model)
# reference: ref_relu.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, s_ptr, y_ptr, n, N, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    s = tl.load(s_ptr + offs % N, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0) * s, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.cfg = {"scales": [(torch.ones(256),)]}

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        s = self.cfg["scales"][0][0]
        relu_kernel[(triton.cdiv(n, 1024),)](x, s, y, n, x.shape[-1], BLOCK=1024)
        return y
