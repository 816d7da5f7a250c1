# probes: (red team 37) one launch with no grid-wide barrier: each program stores a partial sum and reads every partial stored so far, the last program writing the answer (passed at 5 of 5 keys); refused as a read across programs
# reference: ref_rt37_gmean.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def center_fused(x_ptr, part_ptr, y_ptr, numel, NPROG: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < numel
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(part_ptr + pid, tl.sum(x, axis=0))
    # phase 2 (needs every program's phase 1: no grid barrier exists): read all partial sums
    # written so far; the programs after this one have not run yet, so read the ones before and
    # let the last program fix every row up
    idx = tl.arange(0, NPROG)
    parts = tl.load(part_ptr + idx, mask=idx <= pid, other=0.0)
    mean = tl.sum(parts, axis=0) / numel
    if pid == NPROG - 1:
        for b in range(0, NPROG):
            o = b * BLOCK + tl.arange(0, BLOCK)
            mm = o < numel
            xb = tl.load(x_ptr + o, mask=mm, other=0.0)
            tl.store(y_ptr + o, xb - mean, mask=mm)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        numel = x.numel()
        BLOCK = 1024
        nprog = triton.cdiv(numel, BLOCK)
        part = torch.empty((nprog,), device=x.device, dtype=torch.float32)
        y = torch.empty_like(x)
        center_fused[(nprog,)](x, part, y, numel, NPROG=nprog, BLOCK=BLOCK)
        return y
