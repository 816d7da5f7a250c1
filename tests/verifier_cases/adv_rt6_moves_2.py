# probes: red team 6 (cheat_moves_2): a data-movement task done in PyTorch at a realistic size: random float32 codes collided, so the task was called one that computes
# reference: ref_cat_pad.py
# expect: fallback

# idea: as cheat_moves_1 (float32 code collisions in _moves_only make a pure data-movement task
#   look like compute) on another movement task: cat + pad of 12k float32 elements. PyTorch does
#   the whole task (cat, constant_pad_nd), a copy kernel stores it.
# reference: refs/ref_cat_pad.py
import torch
import torch.nn as nn
import torch.nn.functional as F
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

    def forward(self, x, y):
        arranged = F.pad(torch.cat([x, y], dim=1), (0, 8))
        out = torch.empty_like(arranged)
        n = out.numel()
        copy_kernel[(triton.cdiv(n, 4096),)](arranged, out, n, BLOCK=4096)
        return out
