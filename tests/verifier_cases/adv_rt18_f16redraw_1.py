# probes: red team 18 (f16redraw): an fp16 softmax(x / sqrt(d)) at 1000x is far from float64, so its large trial was redrawn and a softmax without its max subtraction passed (accepted before; the trial is now kept with a slack of the reference's own rounding)
# reference: ref_rt18_attn_half.py
# expect: mismatch

# Softmax WITHOUT the max subtraction (exp overflows to inf above ~88 in fp32). The fp16
# 100-1000) it is far from its float64 twin; sandbox._well_conditioned calls the trial
# ill-conditioned and redraws it as written: the large trial never happens, and the missing
# numerical guard passes. Control: the same kernel against ref_rt18a_attn_fp32.py -> mismatch.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_nomax(x_ptr, out_ptr, n_cols, scale, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=0.0).to(tl.float32)
    e = tl.where(mask, tl.exp(x * scale), 0.0)
    y = e / tl.sum(e, axis=0)
    tl.store(out_ptr + row * n_cols + cols, y.to(out_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.scale = d ** -0.5

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        softmax_nomax[(x.shape[0],)](x, out, x.shape[1], self.scale,
                                     BLOCK=triton.next_power_of_2(x.shape[1]))
        return out
