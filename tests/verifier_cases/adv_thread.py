# probes: a torch op run in another thread (the op monitor is thread-local); threading reached
# through sys.modules so the static gate's import check does not see it
# reference: ref_relu.py
# expect: static
# runtime: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl

import sys


@triton.jit
def copy_kernel(src, dst, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(dst + offs, tl.load(src + offs, mask=offs < n), mask=offs < n)


class ModelNew(nn.Module):
    def forward(self, x):
        box = []
        t = sys.modules["thread" + "ing"].Thread(target=lambda: box.append(torch.relu(x)))
        t.start()
        t.join()
        out = torch.empty_like(x)
        copy_kernel[(4,)](box[0], out, x.numel(), BLOCK=1024)
        return out
