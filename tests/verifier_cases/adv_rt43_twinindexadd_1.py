# probes: red team 43: the float64 twin raises (Widen does not lift x.float(), and index_add_ into a float64 zeros refuses a float32 source), so range trials are redrawn as written; a softmax without its max subtraction passes
# reference: ref_rt43_addsoftmax.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=0.0).to(tl.float32)
    e = tl.where(m, tl.exp(x), 0.0)
    s = tl.sum(e, axis=0)
    tl.store(y_ptr + row * N + offs, e / s, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        y = torch.empty(B, N, dtype=torch.float32, device=x.device)
        softmax_kernel[(B,)](x, y, N, BLOCK=triton.next_power_of_2(N))
        return y
