# probes: red team 21 (helper_classconst): honest relu whose constant (a 0-d threshold tensor) is a class attribute of a plain helper class (not an nn.Module), built at import; _state_objects only lists candidate classes among the modules' types, so the constant is unknown memory
# reference: ref_relu.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, t_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    t = tl.load(t_ptr)
    tl.store(y_ptr + offs, tl.maximum(x, t), mask=m)


class Consts:
    ZERO = torch.zeros(1)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.consts = Consts()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, self.consts.ZERO, y, x.numel(), BLOCK=1024)
        return y
