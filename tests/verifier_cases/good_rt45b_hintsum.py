# honest twin of adv_rt45b_hint_2: the same two-pass sum without the false constancy hint
# reference: ref_rt45b_hintsum.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def partial_sum_kernel(x_ptr, part_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(part_ptr + pid, tl.sum(x, axis=0))


@triton.jit
def final_sum_kernel(part_ptr, out_ptr, m, BLOCK: tl.constexpr):
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, m, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        acc += tl.load(part_ptr + offs, mask=offs < m, other=0.0)
    tl.store(out_ptr, tl.sum(acc, axis=0))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        n = x.numel()
        BLOCK = 1024
        grid = triton.cdiv(n, BLOCK)
        part = torch.empty(grid, device=x.device, dtype=torch.float32)
        partial_sum_kernel[(grid,)](x, part, n, BLOCK=BLOCK)
        out = torch.empty(1, device=x.device, dtype=torch.float32)
        final_sum_kernel[(1,)](part, out, grid, BLOCK=128)
        return out
