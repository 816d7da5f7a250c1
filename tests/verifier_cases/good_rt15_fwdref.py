# probes: (was a false refusal, round 14 code) typing string forward references (Optional["torch.Tensor"]) make typing.ForwardRef compile the text (compile-only, never run)
# reference: ref_relu.py
# expect: ok
# idea: honest relu whose forward is annotated with Optional["torch.Tensor"] / Tuple["int", ...]
from typing import Optional, Tuple
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(v, 0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x: "torch.Tensor", bias: Optional["torch.Tensor"] = None) -> "torch.Tensor":
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
