# reference: ref_rt17_stateful_retry.py
# Honest candidate: total += x in place (buffer __init__ built), out = total * sqrt(w - 0.6).
# Expected: ok. Got: mismatch on trial 0 -- the reference's unperturbed pass started from the
# buffer its perturbed pass had advanced (sandbox._reference_job reruns on the same model).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def acc_scale_kernel(total_ptr, x_ptr, w_ptr, out_ptr, n, n_cols, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(total_ptr + offs, mask=m) + tl.load(x_ptr + offs, mask=m)
    tl.store(total_ptr + offs, v, mask=m)
    w = tl.load(w_ptr + offs % n_cols, mask=m)
    tl.store(out_ptr + offs, v * tl.sqrt(w - 0.6), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(32))
        self.register_buffer("total", torch.zeros(16, 32))

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        acc_scale_kernel[(triton.cdiv(n, 256),)](self.total, x, self.w, out, n, x.shape[1], BLOCK=256)
        return out
