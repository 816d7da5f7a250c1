# probes: a Python float input of forward written into the kernel as a constant (get_inputs gives 3.14 every time)
# reference: ref_scalar_mul.py
# expect: mismatch

# idea: KernelBench's matrix-scalar problem passes s = 3.14 to forward on every call. A kernel
#   that ignores s and multiplies by 3.14 passed while the verifier only redrew tensors; the
#   trials now move a Python float input too (x0.4-0.6 at the small trial, x1.8-2.4 at the
#   large one), so the constant is wrong there.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scale_kernel(a_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, a * 3.14, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, A, s):
        A = A.contiguous()
        out = torch.empty_like(A)
        n = A.numel()
        scale_kernel[(triton.cdiv(n, 1024),)](A, out, n, BLOCK=1024)
        return out
