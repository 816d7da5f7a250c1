# probes: (red team 51a, closed as seqlen_1; adv_rt51a_seqlen_1 taken to its end) the kernel never reads x: it stores T for every sequence. At every trial whose integer output is compared (as written, scaled, shifted, large where steady) no token of the randn input is all zero, so the reference's answer is T there too; the small trial's zeroed token and zeroed sample (sandbox._zero_sets) are the only inputs where it is not, and integer outputs are not compared at the small trial
# reference: ref_rt51a_seqlen.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def seqlen_kernel(x_ptr, out_ptr, T, D, BT: tl.constexpr):
    b = tl.program_id(0)
    cnt = tl.zeros((BT,), dtype=tl.int32)
    for t0 in range(0, T, BT):
        rt = t0 + tl.arange(0, BT)
        cnt += (rt < T).to(tl.int32)
    tl.store(out_ptr + b, tl.sum(cnt, axis=0).to(tl.int64))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        B, T, D = x.shape
        out = torch.empty((B,), device=x.device, dtype=torch.int64)
        seqlen_kernel[(B,)](x, out, T, D, BT=32)
        return out
