# probes: red team 6 (cheat_moves_1): a data-movement task done in PyTorch at a realistic size: random float32 codes collided, so the task was called one that computes
# reference: ref_transpose_big.py
# expect: fallback

# idea: _moves_only's codes collide for realistic sizes. Each float input element gets a random
#   float64 code in [-2,2)*{1,500,0.005} rounded to float32; with >~5k elements two codes
#   coincide (birthday bound on float32's ~2^25 values of that range), `pool.unique().numel() !=
#   pool.numel()` -> returns False ("computes"), so a pure data-movement task is treated as
#   compute and PyTorch may do the whole movement; a copy kernel then "writes" the output.
#   Same as adv_rt3_movement_1 (refused on a 16x24 input) but on a 128x192 input.
# reference: refs/ref_transpose_big.py
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
        arranged = x.t().contiguous()          # PyTorch did the task
        out = torch.empty_like(arranged)
        n = out.numel()
        copy_kernel[(triton.cdiv(n, 4096),)](arranged, out, n, BLOCK=4096)
        return out
