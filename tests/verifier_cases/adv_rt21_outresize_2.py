# probes: red team 21 (outresize): survival probe for _1: torch.cat(..., out=t) resizes __init__ tensors inside the op (no aten.resize_ seen), freeing blocks whose addresses init_known still lists; a tensor allocated in call 1 lands there, and from call 2 on the kernel adds (cache[0] - 7), which is 0 only if call 1's bytes survived (scrubbed scratch would be NaN -> mismatch; unknown memory -> fallback)
# reference: ref_relu.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl

S = 8192


@triton.jit
def probe_relu(x_ptr, c_ptr, y_ptr, n, HAVE: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.maximum(x, 0.0)
    if HAVE:
        c0 = tl.load(c_ptr + 4000)         # what call 1 stored (past malloc's free-list words)
        y = y + (c0 - 7.0)                 # 0 if it survived, NaN if scrubbed
    tl.store(y_ptr + offs, y, mask=m)
    if pid == 0:
        tl.store(c_ptr + 4000, 7.0)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = []
        self.spacers = []
        for i in range(64):
            self.a.append(torch.zeros(S + 64))
            self.spacers.append(torch.zeros(16))
        self.cache = None

    def forward(self, x):
        x = x.contiguous()
        n = x.numel()
        have = self.cache is not None
        if not have:
            for t in self.a:
                torch.cat([torch.empty(S * 2), torch.empty(S * 2)], out=t)   # t moves inside cat.out
            self.cache = torch.empty(S)
        y = torch.empty_like(x)
        probe_relu[(triton.cdiv(n, 1024),)](x, self.cache, y, n, HAVE=have, BLOCK=1024)
        return y
