# probes: FALSE REFUSAL (red team 50): honest in-place sigmoid 1 / (1 + exp(-x)) written back into x and x returned, as the reference does: its output is within 1e-4 everywhere, but the input after the call is compared BYTE FOR BYTE with what the reference left there (reward._verdict: _same(ref after_t, after)), and torch's vectorised sigmoid rounds ~1 element in 6 one ulp apart from exp + divide, so it is refused ("input 0 after the call is not what the reference (which works in place) left there")
# reference: ref_rt50_inplacesig.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_inplace_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(x_ptr + offs, 1.0 / (1.0 + tl.exp(-x)), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        n = x.numel()
        sigmoid_inplace_kernel[(triton.cdiv(n, 1024),)](x, n, BLOCK=1024)
        return x
