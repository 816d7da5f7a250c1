# probes: OPEN: red team 59b: NaN never compared: relu as where(x > 0, x, 0) and a running row max as where(v > m, v, m) turn every NaN into a finite number (a row holding a NaN answers its largest finite value), where torch.relu and torch.amax propagate NaN. The scaled trial's NaN draws (sandbox._with_nans) count only where the reference's answer stays finite (sandbox._usable), and a trial whose reference is not finite is redrawn, so no trial ever asks for a NaN answer: a kernel that swallows NaN/Inf hides a diverged step from every NaN check (GradScaler's inf/NaN skip, torch.isfinite asserts); open: as adv_rt59b_nandiv_1: NaN answers are never compared
# reference: ref_rt59b_nanrelu.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_rowmax_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        c = start + cols
        v = tl.load(x_ptr + row * n_cols + c, mask=c < n_cols, other=0.0)
        v = tl.where(v > 0.0, v, 0.0)
        m = tl.where(v > m, v, m)
    best = tl.max(m, axis=0)
    tl.store(out_ptr + row, best)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        out = torch.empty(rows, device=x.device, dtype=x.dtype)
        relu_rowmax_kernel[(rows,)](x, out, cols, BLOCK=128)
        return out
