# Honest twin: the gap is taken in int64, then converted to fp32 (exact for any realistic timestamps).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gap_kernel(ts_ptr, out_ptr, L, n_out, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    j = tl.arange(0, BLOCK)
    m = j < n_out
    t0 = tl.load(ts_ptr + row * L + j, mask=m, other=0)
    t1 = tl.load(ts_ptr + row * L + j + 1, mask=m, other=0)
    gap = (t1 - t0).to(tl.float32)
    tl.store(out_ptr + row * n_out + j, tl.log(1.0 + gap), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, ts):
        ts = ts.contiguous()
        B, L = ts.shape
        out = torch.empty((B, L - 1), device=ts.device, dtype=torch.float32)
        gap_kernel[(B,)](ts, out, L, L - 1, BLOCK=triton.next_power_of_2(L - 1))
        return out
