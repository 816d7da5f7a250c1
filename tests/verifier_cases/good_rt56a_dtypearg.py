# probes: red team 56a: honest twin of adv_rt56a_dtypearg_1: the output allocated in the dtype passed, the kernel computing in float32 (float64 where asked) and storing in the output's dtype
# reference: ref_rt56a_dtypearg.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def softmax_kernel(x_ptr, out_ptr, N, ACC64: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=float("-inf"))
    if ACC64:
        x = x.to(tl.float64)
    else:
        x = x.to(tl.float32)
    x = x - tl.max(x, axis=0)
    e = tl.where(m, tl.exp(x), 0.0)
    y = e / tl.sum(e, axis=0)
    tl.store(out_ptr + row * N + offs, y.to(out_ptr.dtype.element_ty), mask=m)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, dtype):
        x = x.contiguous()
        N = x.shape[-1]
        out = torch.empty(x.shape, device=x.device, dtype=dtype if dtype is not None else x.dtype)
        softmax_kernel[(x.numel() // N,)](x, out, N, ACC64=out.dtype == torch.float64, BLOCK=triton.next_power_of_2(N))
        return out
