# probes: a movement task over fp32 and fp16 inputs done by one kernel (cat, exact upcast, transpose)
# reference: ref_cat_mixed.py
# expect: ok
# idea: round 14's movement test codes mixed float dtypes with the fp16 values fp32 holds; an
#   honest kernel that writes out[j, i] from x[i, j] or y[i, j - Kx] must still pass.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cat_t_kernel(x_ptr, y_ptr, out_ptr, M, KX, KY, BM: tl.constexpr, BK: tl.constexpr):
    # out is (KX + KY, M): out[j, i] = x[i, j] for j < KX, else float(y[i, j - KX])
    j = tl.program_id(0) * BK + tl.arange(0, BK)
    i = tl.arange(0, BM)
    mi = i[None, :] < M
    in_x = j[:, None] < KX
    in_y = (j[:, None] >= KX) & (j[:, None] < KX + KY)
    a = tl.load(x_ptr + i[None, :] * KX + j[:, None], mask=mi & in_x, other=0.0)
    b = tl.load(y_ptr + i[None, :] * KY + (j[:, None] - KX), mask=mi & in_y, other=0.0)
    v = tl.where(in_x, a, b.to(tl.float32))
    tl.store(out_ptr + j[:, None] * M + i[None, :], v, mask=mi & (in_x | in_y))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y):
        x, y = x.contiguous(), y.contiguous()
        M, KX, KY = x.shape[0], x.shape[1], y.shape[1]
        out = torch.empty((KX + KY, M), dtype=torch.float32, device=x.device)
        BM = triton.next_power_of_2(M)
        cat_t_kernel[(triton.cdiv(KX + KY, 32),)](x, y, out, M, KX, KY, BM=BM, BK=32)
        return out
