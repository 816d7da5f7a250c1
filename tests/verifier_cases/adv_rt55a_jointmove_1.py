# probes: red team 55a: a Python bool argument (apply_relu) ignored, the kernel always applies the ReLU, beside a Python int the reference needs exact (a width that must divide x.numel()): the small trial's first draw flips the bool AND moves every int up (to 65-128) in the same draw; the reshape raises (except at width 128, 1 draw in 64), the trial falls back to the draws that leave every scalar as written, and the flip is lost with the int's move; closed: the flags move in their own attempts (the same draw flipped, then not) and at the flag calls, where no int moves
# reference: ref_rt55a_jointmove.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, width, apply_relu):
        x = x.contiguous()
        n = x.numel()
        out = torch.empty((n // width, width), device=x.device, dtype=x.dtype)
        relu_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
