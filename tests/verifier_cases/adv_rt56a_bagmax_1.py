# probes: red team 56a: an embedding bag's mode word ("sum", passed per call) read for "sum" and "mean" only, "max" answered with the sum: sandbox._alternatives gives a word with no other word in the reference's source its MODE_FAMILIES family, and "sum" is only in the reductions' ("mean", "none", "batchmean"); "max" (F.embedding_bag's third mode, and max_pool's, scatter_reduce's "amax"/"prod", grid_sample's "border"/"reflection", quantile's "lower"/"higher"/"midpoint", matrix_norm's "fro"/"nuc") is in no family, so no trial or flag call passes it; closed: MODE_FAMILIES holds ('sum', 'mean', 'max') and the other reduction families, all of a word's families taken together
# reference: ref_rt56a_bagmax.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def bag_kernel(idx_ptr, off_ptr, w_ptr, out_ptr, n_idx, n_bags, D, MODE: tl.constexpr,
               BLOCK: tl.constexpr):
    b = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    cm = cols < D
    start = tl.load(off_ptr + b)
    end = tl.load(off_ptr + b + 1, mask=b + 1 < n_bags, other=n_idx)
    if MODE == 2:
        acc = tl.full([BLOCK], float("-inf"), tl.float32)
    else:
        acc = tl.zeros([BLOCK], dtype=tl.float32)
    for i in range(start, end):
        r = tl.load(idx_ptr + i)
        v = tl.load(w_ptr + r * D + cols, mask=cm, other=0.0)
        if MODE == 2:
            acc = tl.maximum(acc, v)
        else:
            acc += v
    cnt = end - start
    if MODE == 1:
        acc = acc / tl.maximum(cnt, 1).to(tl.float32)
    acc = tl.where(cnt > 0, acc, 0.0)
    tl.store(out_ptr + b * D + cols, acc, mask=cm)

class ModelNew(nn.Module):
    def __init__(self, num, dim):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(num, dim))

    def forward(self, idx, offsets, mode):
        code = 1 if mode == "mean" else 0
        idx = idx.contiguous()
        offsets = offsets.contiguous()
        w = self.weight.contiguous()
        D = w.shape[1]
        nb = offsets.numel()
        out = torch.empty((nb, D), device=w.device, dtype=w.dtype)
        bag_kernel[(nb,)](idx, offsets, w, out, idx.numel(), nb, D, MODE=code,
                          BLOCK=triton.next_power_of_2(D))
        return out
