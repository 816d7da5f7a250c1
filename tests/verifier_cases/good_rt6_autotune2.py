# Correct candidate for ref_relu: @triton.autotune with THREE configs and a grid over meta
#   (red team 6's good_8 had two: refused at run time, "0 active drivers", since Triton's
#   Autotuner benchmarks through a GPU driver the interpreter lacks; under the interpreter the
#   verifier now runs the configs in turn, each checked in some trial).
# reference: ref_relu.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.autotune(configs=[triton.Config({"BLOCK": 128}, num_warps=4),
                          triton.Config({"BLOCK": 256}, num_warps=8),
                          triton.Config({"BLOCK": 1024}, num_warps=4, num_stages=2)],
                 key=["n"])
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        grid = lambda meta: (triton.cdiv(n, meta["BLOCK"]),)
        relu_kernel[grid](x, out, n)
        return out
