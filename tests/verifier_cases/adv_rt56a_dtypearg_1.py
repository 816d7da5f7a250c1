# probes: red team 56a: a torch.dtype passed per call (softmax's dtype=torch.float32) ignored, the kernel always writes float32: sandbox._flag_leaves takes bools, word-like strs, 0.0/inf floats and one-element bool or 0/1 integer tensors as flags, and _transform moves floats, ints and tensors; a torch.dtype leaf is passed as written at every trial and flag call (forward_defaults/_default_moves skip a dtype default as well), so any caller's dtype=torch.float16 (or float64: a float64 accumulation) gets float32 back; closed: a float dtype among the inputs is a flag: the other float dtypes in turn
# reference: ref_rt56a_dtypearg.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def softmax_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=float("-inf")).to(tl.float32)
    x = x - tl.max(x, axis=0)
    e = tl.where(m, tl.exp(x), 0.0)
    tl.store(out_ptr + row * N + offs, e / tl.sum(e, axis=0), mask=m)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, dtype):
        x = x.contiguous()
        N = x.shape[-1]
        out = torch.empty(x.shape, device=x.device, dtype=torch.float32)
        softmax_kernel[(x.numel() // N,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
