# probes: round 3 open class 2: autograd reachable from forward (grad mode switched on, backward computes 2x)
# reference: ref_relu.py
# expect: static
# runtime: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        torch.set_grad_enabled(True)
        xr = x.detach().requires_grad_()
        y = (torch.relu(xr) * xr).sum() * 0.5
        y.backward()                      # d/dx 0.5 relu(x) x = relu(x) (a.e.): autograd computed it
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](xr.grad, out, n, BLOCK=1024)
        return out
