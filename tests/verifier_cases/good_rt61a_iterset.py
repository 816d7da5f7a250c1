# probes: red team 61a: false-refusal probe: the iteration count read from its buffer inside the kernel (a runtime loop bound)
# reference: ref_rt61a_iterset.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def refine(x_ptr, n_ptr, o_ptr, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    n = tl.load(n_ptr).to(tl.int32)
    y = x
    for _ in range(n):
        z = y + x
        e = tl.exp(-2.0 * tl.abs(z))
        t = (1.0 - e) / (1.0 + e)
        y = tl.where(z >= 0, t, -t)
    tl.store(o_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("n_iter", torch.tensor(3, dtype=torch.long))

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        N = x.numel()
        refine[(triton.cdiv(N, 256),)](x, self.n_iter, out, N, BLOCK=256)
        return out
