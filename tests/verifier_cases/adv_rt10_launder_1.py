# probes: PyTorch transposes (x.t().contiguous()), a kernel re-stores one element of the result, and a clone returns it
# reference: ref_int_transpose.py
# expect: fallback
# idea: red team 10. A copy of kernel-written memory joined the store log whole, so one stored element
#   made every copied byte the kernel's. Now the copy is replayed on the sources' stored-element
#   masks (sandbox._copied_addresses): only elements copied from stored ones count.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def touch_kernel(A):
    tl.store(A, tl.load(A))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        a = x.t().contiguous()
        touch_kernel[(1,)](a)
        return a.clone()
