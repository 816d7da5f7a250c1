# probes: red team 20 (runsum_attr): honest running sum: state kept as a plain tensor attribute (not register_buffer) updated in place by a kernel and returned, as the reference returns its buffer
# reference: ref_running_sum.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def accum_kernel(t_ptr, x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    t = tl.load(t_ptr + offs, mask=m, other=0.0)
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(t_ptr + offs, t + x, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.total = torch.zeros(16, 32)

    def forward(self, x):
        x = x.contiguous()
        n = x.numel()
        accum_kernel[(triton.cdiv(n, 256),)](self.total, x, n, BLOCK=256)
        return self.total
