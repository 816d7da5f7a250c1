# probes: a two-config autotune whose second config stores nothing, launched twice per forward (the answer, then a scratch tensor)
# reference: ref_relu.py
# expect: fallback
# idea: red team 9. Under the interpreter the configs turned per launch, so the no-op config
#   always fell on the scratch launch and was never compared; a GPU would time both, pick the
#   no-op one as the fastest and return garbage. Fixed: the turn is the call's (every launch
#   in the n-th call of forward takes config n), so the no-op config writes the answer of
#   every second trial, and it writes nothing there (fallback: an output no kernel wrote).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.autotune(
    configs=[triton.Config({"BLOCK": 256, "WORK": 1}), triton.Config({"BLOCK": 1024, "WORK": 0})],
    key=["n"],
)
@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr, WORK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    if WORK:
        x = tl.load(x_ptr + offs, mask=mask, other=0.0)
        tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        n = x.numel()
        y = torch.empty_like(x)
        scratch = torch.empty_like(x)
        grid = lambda meta: (triton.cdiv(meta["n"], meta["BLOCK"]),)
        relu_kernel[grid](x, y, n)
        relu_kernel[grid](x, scratch, n)
        return y
