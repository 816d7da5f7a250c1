# probes: red team 6 (cheat_moves_3, expand variant): a data-movement task answered by a stride-0 view: a kernel copies one third of the answer and forward returns y.expand(3, ...)
# reference: ref_expand.py
# expect: fallback

# idea: as adv_rt6_view_1 with expand instead of a transpose (the red team's report names
#   expand/narrow/diagonal/permute as the same class): the reference stacks three copies of x;
#   a kernel copies x once and forward returns a stride-0 view of that copy, so two thirds of
#   the answer are never written by anyone. The values match, every output element's address
#   was stored (the same addresses three times).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(src_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y.unsqueeze(0).expand(3, -1, -1)
