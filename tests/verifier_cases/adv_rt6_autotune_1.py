# probes: red team 6 (good_8's fix): several @triton.autotune configs run in turn under the interpreter; a config that is wrong must be caught, not hidden behind the first one
# reference: ref_relu.py
# expect: mismatch

# idea: the interpreter cannot benchmark configs, and a verifier that always took the first one
#   would never run the others, although a GPU may pick any of them as the fastest. Here the
#   second config sets a constexpr that skips the relu: wrong on every trial it runs. The
#   verifier runs the n-th launch of an autotuned kernel with the n-th config, so trial 1 uses
#   it and mismatches.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.autotune(configs=[triton.Config({"BLOCK": 128, "RELU": 1}, num_warps=4),
                          triton.Config({"BLOCK": 256, "RELU": 0}, num_warps=8)], key=["n"])
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, RELU: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    if RELU:
        x = tl.maximum(x, 0.0)
    tl.store(out_ptr + offs, x, mask=mask)


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
