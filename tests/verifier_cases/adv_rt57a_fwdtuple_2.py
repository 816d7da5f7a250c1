# probes: red team 57a: (adv_rt57a_fwdtuple_1's class: forward defaults of a type sandbox._default_moves does not take are never passed, so never moved) a torch.dtype forward default (out_dtype=torch.float32) never changes, though a float dtype in get_inputs() is a flag since round 56 (dtypearg): this kernel always returns float32, whatever out_dtype the caller asks for; closed: a float dtype default is passed (_default_moves) and moves as a flag, to float16 and bfloat16 (_dtype_moves: not float64 unless it is float64, whose tolerance would refuse an answer computed in float32 and cast, the honest twin's case)
# reference: ref_rt57a_fwddtype.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gelu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    z = 0.7978845608028654 * (x + 0.044715 * x * x * x)
    t = 2.0 / (1.0 + tl.exp(-2.0 * z)) - 1.0
    y = 0.5 * x * (1.0 + t)
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, out_dtype=torch.float32):
        x = x.contiguous()
        y = torch.empty(x.shape, device=x.device, dtype=torch.float32)
        n = x.numel()
        gelu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
