# probes: triton.Config(ir_override=path): a GPU compile would load that file's IR instead of the checked kernel
# reference: ref_relu.py
# expect: fallback
# idea: red team 15. The kernel is honest on a CPU, but the config names an IR file; on a GPU
#   Triton loads it in place of compiling the checked body (no file a candidate can write or
#   name held foreign IR, so it was a gap, not yet a cheat). A launch given ir_override is
#   refused, however the keyword arrived.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.autotune(configs=[triton.Config({"BLOCK": 1024}, ir_override="/tmp/x.ttgir")], key=[])
@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(v, 0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        y = torch.empty_like(x)
        relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel())
        return y
