# probes: red team 56a: a two-element bool flag tensor ([True, False]: branch x on, branch y off) ignored, the kernel always returns relu(x): sandbox._flag_leaves takes only ONE-element bool tensors as flags; this one is a fixed bool input that is not constant, moved only at the scaled trial by _move_ints variant 0 (a tenth flipped both ways, and a row that lost its only True or its only False put back as it was): of the four flips of [True, False] only the swap [False, True] survives (1 % of draws), the others are restored, and variant 1 (the OR) runs only where variant 0 made the reference raise; so [True, True] (both branches) or [False, True] is (almost) never met; closed: a bool tensor of up to 8 entries is a flag: a random nonempty set of its entries flipped
# reference: ref_rt56a_boolpair.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=m)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y, keep):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
