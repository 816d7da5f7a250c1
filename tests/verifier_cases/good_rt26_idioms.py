# probes: red team 26, idioms: static_range, constexpr arithmetic, tuple-returning helper, where chain, config dict, typing, f-string print, autotune num_warps/num_stages, cdiv grid lambda
# reference: ref_relu.py
# expect: ok
from typing import Dict, Optional
import torch
import torch.nn as nn
import triton
import triton.language as tl

HALF: tl.constexpr = tl.constexpr(0.5)


@triton.jit
def split_pos_neg(x):
    pos = tl.where(x > 0, x, 0.0)
    neg = tl.where(x < 0, x, tl.where(x == 0, 0.0, 0.0))
    return pos, neg


@triton.autotune(
    configs=[triton.Config({"BLOCK": 256}, num_warps=4, num_stages=2),
             triton.Config({"BLOCK": 512}, num_warps=8, num_stages=3)],
    key=["n"],
)
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, UNROLL: tl.constexpr):
    SUB: tl.constexpr = BLOCK // UNROLL
    base = tl.program_id(0) * BLOCK
    for u in tl.static_range(UNROLL):
        offs = base + u * SUB + tl.arange(0, SUB)
        mask = offs < n
        x = tl.load(x_ptr + offs, mask=mask, other=0.0)
        pos, neg = split_pos_neg(x)
        tl.store(out_ptr + offs, pos + neg * 0.0 * HALF, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, cfg: Optional[Dict[str, int]] = None):
        super().__init__()
        self.cfg = cfg or {"unroll": 2}

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        opts = {"UNROLL": self.cfg["unroll"]}
        grid = lambda meta: (triton.cdiv(n, meta["BLOCK"]),)
        relu_kernel[grid](x, out, n, **opts)
        print(f"launched relu on {n} elements, unroll={opts['UNROLL']}")
        return out
