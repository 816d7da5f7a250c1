# red team 5's good_14: must stay accepted (was refused before the rt5 fixes where noted)
# correct: @triton.jit(do_not_specialize=["n"]), tl.static_assert on a constexpr,
#   tl.device_assert, tl.multiple_of / tl.max_contiguous hints, a typed helper returning a
#   tuple, print() of shapes in forward, torch.cat of two kernel outputs (a computing task).
from typing import Tuple
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def pos_neg(v):
    return tl.maximum(v, 0.0), tl.minimum(v, 0.0)


@triton.jit(do_not_specialize=["n"])
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    tl.static_assert(BLOCK % 16 == 0)
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    offs = tl.max_contiguous(tl.multiple_of(offs, BLOCK), BLOCK)
    tl.device_assert(n > 0, "empty")
    p, q = pos_neg(tl.load(x_ptr + offs, mask=offs < n, other=0.0))
    tl.store(out_ptr + offs, p + 0.0 * q, mask=offs < n)


def halves(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    h = x.shape[0] // 2
    return x[:h], x[h:]


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        print("shape", tuple(x.shape))
        outs = []
        for part in halves(x):
            o = torch.empty_like(part)
            relu_kernel[(triton.cdiv(part.numel(), 256),)](part, o, part.numel(), BLOCK=256)
            outs.append(o)
        return torch.cat(outs, dim=0)
