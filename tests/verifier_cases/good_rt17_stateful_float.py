# reference: ref_rt17_stateful_float.py
# Control: the same kernel for the float-answer reference (no redraws): expected ok.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def acc_threshold_kernel(total_ptr, x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(total_ptr + offs, mask=m) + tl.load(x_ptr + offs, mask=m)
    tl.store(total_ptr + offs, v, mask=m)
    tl.store(out_ptr + offs, v, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("total", torch.zeros(16, 32))

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty(x.shape, device=x.device)
        n = x.numel()
        acc_threshold_kernel[(triton.cdiv(n, 256),)](self.total, x, out, n, BLOCK=256)
        return out
