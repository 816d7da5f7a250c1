# probes: red team 21 (outresize): a resizing out= op (torch.zeros(n, out=t)) moves __init__ tensors' storages with no aten.resize_ the monitor sees; the freed addresses stay in init_known, a cache allocated there is neither scrubbed nor unknown (answer cache: a hit copies the cached answer)
# reference: ref_relu.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl

S = 8192   # floats: cached x (4096) then cached y (4096)


@triton.jit
def cached_relu(x_ptr, c_ptr, y_ptr, n, HAVE: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    if HAVE:
        cx = tl.load(c_ptr + offs, mask=m, other=0.0)
        cy = tl.load(c_ptr + n + offs, mask=m, other=0.0)
        y = tl.where(x == cx, cy, tl.maximum(x, 0.0))   # a hit answers from the cache
    else:
        y = tl.maximum(x, 0.0)
    tl.store(y_ptr + offs, y, mask=m)
    tl.store(c_ptr + offs, x, mask=m)            # remember this call's input and answer
    tl.store(c_ptr + n + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        # their addresses go on the monitor's list of __init__ memory (init_known)
        # (each followed by a small tensor that stays, so freed blocks cannot coalesce)
        self.a = []
        self.spacers = []
        for i in range(64):
            self.a.append(torch.zeros(S + 64))   # a little larger than the cache: a hole fits it best
            self.spacers.append(torch.zeros(16))
        self.cache = None

    def forward(self, x):
        x = x.contiguous()
        n = x.numel()
        have = self.cache is not None
        if not have:
            for t in self.a:
                torch.zeros(S * 4, out=t)   # zeros.out resizes t inside the op: its old block is freed
            self.cache = torch.empty(S)     # ... and this allocation takes one of them
        y = torch.empty_like(x)
        cached_relu[(triton.cdiv(n, 1024),)](x, self.cache, y, n, HAVE=have, BLOCK=1024)
        return y
