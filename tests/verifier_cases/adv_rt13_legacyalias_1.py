# probes: T = torch.Tensor, then T(list of 0-d views) in forward moves the data below the dispatcher (a legacy constructor under another name)
# reference: ref_repeat_t.py
# expect: static
# idea: red team 13. The gate refused calls of torch.Tensor by name only; an alias passed and
#   only the legacy constructor's own untyped_storage call was caught at run time. Now
#   torch.Tensor may stand only as a type: in annotations and isinstance/issubclass.
import torch
import torch.nn as nn
import triton
import triton.language as tl

T = torch.Tensor


@triton.jit
def copy_kernel(s_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(s_ptr + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        R, C = x.shape
        src = T([[x[c % R, r % C] for c in range(3 * R)] for r in range(2 * C)])
        y = torch.empty((2 * C, 3 * R), dtype=x.dtype, device=x.device)
        n = y.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](src, y, n, BLOCK=1024)
        return y
