# probes: OPEN on a CPU: (red team 37) seven autotune configs, the seventh skipping the reduction: under the interpreter call n runs config n, so with six trials it never runs (and never answers); on a GPU Triton's autotuner may pick it, and every checked call then runs it
# reference: ref_rt37_autotune7.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.autotune(configs=[triton.Config({"BLOCK": b, "FAST": 0}) for b in (32, 64, 128, 256, 512, 1024)]
                 + [triton.Config({"BLOCK": 1024, "FAST": 1})], key=["N"])
@triton.jit
def rowsum(x_ptr, out_ptr, N, BLOCK: tl.constexpr, FAST: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    if FAST == 0:
        for start in range(0, N, BLOCK):
            offs = start + tl.arange(0, BLOCK)
            acc += tl.load(x_ptr + row * N + offs, mask=offs < N, other=0.0)
    tl.store(out_ptr + row, tl.sum(acc, axis=0))


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty((M,), device=x.device, dtype=x.dtype)
        rowsum[(M,)](x, out, N)
        return out
