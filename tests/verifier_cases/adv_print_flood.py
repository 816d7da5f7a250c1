# probes: 100 MB of printing from a correct candidate: must finish with a bounded output tail
# reference: ref_relu.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl



@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.calls = 0

    def forward(self, x):
        if self.calls == 0:
            line = "spam " * 2000 + "\n"
            for _ in range(100 * 2**20 // len(line)):   # ~100 MB on the first call
                print(line, end="")
        self.calls += 1
        out = torch.empty_like(x)
        relu_kernel[(4,)](x, out, x.numel(), BLOCK=1024)
        return out
