# probes: red team 17 (f64redraw): the reference keeps a random projection as a plain tensor attribute, which .double() left float32, so the float64 twin raised and every scaled trial was redrawn unscaled: a softmax without its max subtraction passed (accepted before; the twin now widens tensors held as plain attributes)
# reference: ref_rt17_randproj.py
# expect: mismatch

# The reference holds its random projection as a plain tensor attribute, so its float64 twin
# (sandbox._float64_twin: deepcopy(model).double()) multiplies a float64 x by a float32 matrix
# and raises; _well_conditioned then says False for every scaled/shifted trial and each is
# redrawn from get_inputs() as written. Every trial is randn at scale 1: this softmax without
# the max subtraction (overflows for logits > 88) passes.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def proj_softmax_kernel(x_ptr, p_ptr, out_ptr, K, M, scale, BK: tl.constexpr, BM: tl.constexpr):
    row = tl.program_id(0)
    k = tl.arange(0, BK)
    m = tl.arange(0, BM)
    x = tl.load(x_ptr + row * K + k, mask=k < K, other=0.0)
    p = tl.load(p_ptr + k[:, None] * M + m[None, :], mask=(k[:, None] < K) & (m[None, :] < M),
                other=0.0)
    z = tl.sum(x[:, None] * (p * scale), axis=0)
    e = tl.where(m < M, tl.exp(z), 0.0)          # no max subtraction
    tl.store(out_ptr + row * M + m, e / tl.sum(e, axis=0), mask=m < M)


class ModelNew(nn.Module):
    def __init__(self, d, m):
        super().__init__()
        # the same draw as the reference's (same seed); the 1/sqrt(d) scale is applied in the kernel
        self.proj = torch.randn(d, m)

    def forward(self, x):
        x = x.contiguous()
        R, K = x.shape
        M = self.proj.shape[1]
        out = torch.empty(R, M, dtype=x.dtype, device=x.device)
        proj_softmax_kernel[(R,)](x, self.proj, out, K, M, 1.0 / K ** 0.5, BK=triton.next_power_of_2(K),
                                  BM=triton.next_power_of_2(M))
        return out
