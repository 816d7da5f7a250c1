# probes: (red team 51a; closed: integer outputs compared at the small trial where no op picks among ties) sequence lengths counted with ">= 0" for "> 0" (every token counts, padding included: each row answers T). The only trial whose inputs hold a zero token is the small one (sandbox._zero_sets), and integer outputs are not compared there (RANGE_KINDS "small"; _steady_ints skips it for its ties), so a kernel that ignores the padding it exists to count passes; any padded batch gets T for every row
# reference: ref_rt51a_seqlen.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def seqlen_kernel(x_ptr, out_ptr, T, D, BT: tl.constexpr, BD: tl.constexpr):
    b = tl.program_id(0)
    cnt = tl.zeros((BT,), dtype=tl.int32)
    for t0 in range(0, T, BT):
        rt = t0 + tl.arange(0, BT)
        amax = tl.zeros((BT,), dtype=tl.float32)
        for d0 in range(0, D, BD):
            rd = d0 + tl.arange(0, BD)
            m = (rt[:, None] < T) & (rd[None, :] < D)
            x = tl.load(x_ptr + b * T * D + rt[:, None] * D + rd[None, :], mask=m, other=0.0)
            amax = tl.maximum(amax, tl.max(tl.abs(x), axis=1))
        cnt += ((amax >= 0) & (rt < T)).to(tl.int32)
    tl.store(out_ptr + b, tl.sum(cnt, axis=0).to(tl.int64))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, T, D = x.shape
        out = torch.empty((B,), device=x.device, dtype=torch.int64)
        seqlen_kernel[(B,)](x, out, T, D, BT=32, BD=64)
        return out
