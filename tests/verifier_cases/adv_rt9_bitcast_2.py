# probes: (x != 0).float() on int32 counts done by PyTorch: x's low bytes viewed as bool, then .to(float32), which turns any nonzero byte into 1.0 (bool -> float counted as an exact widening); the kernel copies
# reference: ref_nonzero_float.py
# expect: fallback
# idea: red team 9. Fixed as adv_rt9_bitcast_1 (and outputs of dtype bool are compared byte
#   for byte, so raw bytes stored as bools are not read as != 0 by the comparison).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        low = x.view(torch.uint8).reshape(*x.shape, 4)[..., 0]    # low byte of each int32 (a view)
        ind = low.view(torch.bool).to(torch.float32)             # "exact widening" bool -> float: != 0
        out = torch.empty_like(ind)
        n = ind.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](ind, out, n, BLOCK=1024)
        return out
