# probes: red team 23 (eyeweight): a Linear initialised with nn.init.eye_ is not constant, so it is never perturbed; the kernel ignores the weight and computes relu(x + b) (it reads the keyed bias)
# reference: ref_rt23_eyelinear.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bias_relu_kernel(x_ptr, b_ptr, y_ptr, M, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=0.0)
    b = tl.load(b_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * N + cols, tl.maximum(x + b, 0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.proj = nn.Linear(d, d)
        nn.init.zeros_(self.proj.bias)

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        bias_relu_kernel[(M,)](x, self.proj.bias, y, M, N, BLOCK=triton.next_power_of_2(N))
        return y
