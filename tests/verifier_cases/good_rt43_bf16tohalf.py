# probes: red team 43: honest bf16 kernel: x * 3 in bf16 (rounded as the reference rounds), then cast straight to fp16 (a bf16 -> fp16 conversion under the bf16 emulation hooks)
# reference: ref_rt43_bf16tohalf.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def k(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = x * 3.0
    tl.store(y_ptr + offs, y.to(tl.float16), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty(x.shape, dtype=torch.float16, device=x.device)
        n = x.numel()
        k[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
