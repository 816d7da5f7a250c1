# probes: a load 4,096 elements past x under an int32 mask ((offs >= 0) & (pid < n)): ptrs[int mask] indexed lanes 0 and 1, so the bounds check and the store log saw two lanes
# reference: ref_relu.py
# expect: fallback
# idea: red team 11. The memory hooks indexed pointers with the kernel's mask as given; an int32
#   mask is integer indexing in NumPy. Now the mask's nonzero lanes, as a bool array of the
#   pointers' shape (the interpreter's own reading), are checked and logged.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    anyway = (offs >= 0) & (pid < n)
    lane = tl.arange(0, BLOCK)
    far = tl.load(x_ptr + offs + tl.where(lane == 1, 0, n), mask=anyway, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0) + tl.where(far > 1e30, 0.0, 0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
