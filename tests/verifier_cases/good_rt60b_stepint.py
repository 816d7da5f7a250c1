# probes: red team 60b: (FALSE REFUSAL) honest kernel with a Python-int counter attribute (self.step / self.pos += 1) refused: the reference side's discarded attempts are undone by sandbox._restorer, which restores tensor storages only, so the reference's Python-int counter drifts ahead of the candidate's; closed: a discarded attempt restores the modules' plain Python numbers too (sandbox._restorer)
# reference: ref_rt60b_stepint.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_kernel(x_ptr, b_ptr, out_ptr, step, N: tl.constexpr):
    r = tl.program_id(0)
    n = tl.arange(0, N)
    x = tl.load(x_ptr + r * N + n)
    b = tl.load(b_ptr + n)
    tl.store(out_ptr + r * N + n, x + b * step)


class ModelNew(nn.Module):
    def __init__(self, n=16):
        super().__init__()
        self.bias = nn.Parameter(torch.randn(n))
        self.step = 0

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        add_kernel[(x.shape[0],)](x, self.bias, out, self.step, N=x.shape[1])
        self.step += 1
        return out
