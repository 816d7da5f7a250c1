# probes: red team 21 (staleparam): survival probe: a registered buffer object, also held in a plain-class Box, is re-pointed (set_) at memory call 1 allocates and then unregistered (self.b = None); one_call adds the current storage of every object in its `params` list (fixed after __init__) to mon.known, while scratch() walks only what the model still reaches, so call 1's memory is readable and never filled; from call 2 the kernel adds (cache[0] - 7), 0 only if call 1's bytes survived
# reference: ref_relu.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl

S = 4096


@triton.jit
def probe_relu(x_ptr, c_ptr, y_ptr, n, HAVE: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.maximum(x, 0.0)
    if HAVE:
        c0 = tl.load(c_ptr + 100)
        y = y + (c0 - 7.0)
    tl.store(y_ptr + offs, y, mask=m)
    if pid == 0:
        tl.store(c_ptr + 100, 7.0)


class Box:
    def __init__(self, t):
        self.t = t


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("b", torch.zeros(S))
        self.box = Box(self.b)
        self.calls = 0

    def forward(self, x):
        x = x.contiguous()
        n = x.numel()
        have = self.calls > 0
        if not have:
            c = torch.empty(S)
            self.box.t.set_(c)        # the buffer object now holds call 1's memory
            self.b = None             # ... and the model no longer reaches it
        self.calls += 1
        y = torch.empty_like(x)
        probe_relu[(triton.cdiv(n, 1024),)](x, self.box.t, y, n, HAVE=have, BLOCK=1024)
        return y
