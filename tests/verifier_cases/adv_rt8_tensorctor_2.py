# probes: a rounding dtype conversion (fp32 -> fp16) done by PyTorch invisibly through torch.tensor(list of 0-d views, dtype=float16); kernel is a memcpy
# reference: ref_half.py
# expect: fallback
# idea: the monitor refuses visible rounding copies (_exact_conversion on _to_copy/copy_), but torch.tensor()
#   converts each 0-d element in C++ with the Python dispatch key excluded: only unbind and lift_fresh are
#   seen. The fp16 answer is computed by PyTorch; the kernel copies it bit for bit.
#   Fixed: in forward, torch.tensor/as_tensor/asarray/new_tensor/new of data that holds a
#   tensor is refused (the function mode sees the call and walks its data).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src, dst, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(dst + offs, tl.load(src + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        half = torch.tensor(list(x.reshape(-1)), dtype=torch.float16)
        out = torch.empty(x.shape, dtype=torch.float16, device=x.device)
        n = out.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](half, out, n, BLOCK=1024)
        return out
