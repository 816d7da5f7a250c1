# probes: every fp16 bit pattern built from 256 Python numbers by repeat/stack, viewed as fp16 and converted (.to(int32) is trunc) in __init__; forward gathers
# reference: ref_trunc_half.py
# expect: fallback
# idea: red team 10, as initconv_1 without any kernel in __init__.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_kernel(X, T, Y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=0.0)
    b = x.to(tl.int16, bitcast=True).to(tl.int32) & 65535
    y = tl.load(T + b, mask=m, other=0.0)
    tl.store(Y + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        base = torch.tensor(list(range(256)), dtype=torch.uint8)
        low = base.repeat(256)
        high = base.view(256, 1).expand(256, 256).reshape(-1)
        bits = torch.stack([low, high], dim=1).view(torch.int16).view(-1)
        vals = bits.view(torch.float16)
        self.table = vals.to(torch.int32).to(torch.float16)

    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        gather_kernel[(triton.cdiv(n, 1024),)](x, self.table, y, n, BLOCK=1024)
        return y
