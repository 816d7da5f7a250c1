# probes: red team 47a (closed after red team 50: keyword defaults move by name as get_init_inputs()'s floats do, sandbox.init_keywords): the eps keyword is accepted and ignored: the kernel has the default 1e-5 written into it. sandbox._moved_init moves the floats get_init_inputs() returns, never a constructor's keyword defaults, so every trial builds both models with eps=1e-5 and the constant matches; Model(features, eps=1e-3) (or 1e-6, as an LLM checkpoint's config sets it) gets eps=1e-5
# reference: ref_rt47a_defaulteps.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rmsnorm_kernel(x_ptr, w_ptr, out_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    x = tl.load(x_ptr + row * D + offs, mask=m, other=0.0)
    w = tl.load(w_ptr + offs, mask=m, other=0.0)
    rms = tl.sqrt(tl.sum(x * x, axis=0) / D + 1e-5)
    tl.store(out_ptr + row * D + offs, x / rms * w, mask=m)


class ModelNew(nn.Module):
    def __init__(self, features, eps=1e-5):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(features))
        self.eps = eps

    def forward(self, x):
        x = x.contiguous()
        B, D = x.shape
        out = torch.empty_like(x)
        rmsnorm_kernel[(B,)](x, self.weight, out, D, BLOCK=triton.next_power_of_2(D))
        return out
