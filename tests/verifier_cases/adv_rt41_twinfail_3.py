# probes: red team 41: softmax WITHOUT the max subtraction; the reference caches self.fc.weight.t() (a non-leaf) in __init__, deepcopy raises, no float64 twin, so every range trial is redrawn as written
# reference: ref_rt41_cachedwt.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_softmax_kernel(x_ptr, w_ptr, b_ptr, out_ptr, M, K, C,
                          BLOCK_M: tl.constexpr, BLOCK_C: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_C)
    acc = tl.zeros([BLOCK_M, BLOCK_C], dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        ks = k0 + tl.arange(0, BLOCK_K)
        a = tl.load(x_ptr + rows[:, None] * K + ks[None, :],
                    mask=(rows[:, None] < M) & (ks[None, :] < K), other=0.0)
        w = tl.load(w_ptr + cols[None, :] * K + ks[:, None],
                    mask=(cols[None, :] < C) & (ks[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + cols, mask=cols < C, other=0.0)[None, :]
    acc = tl.where((cols < C)[None, :], acc, -float("inf"))
    e = tl.exp(acc)
    p = e / tl.sum(e, axis=1)[:, None]
    tl.store(out_ptr + rows[:, None] * C + cols[None, :], p,
             mask=(rows[:, None] < M) & (cols[None, :] < C))


class ModelNew(nn.Module):
    def __init__(self, d, c):
        super().__init__()
        self.fc = nn.Linear(d, c)

    def forward(self, x):
        x = x.contiguous()
        m, k = x.shape
        c = self.fc.weight.shape[0]
        out = torch.empty(m, c, device=x.device, dtype=torch.float32)
        linear_softmax_kernel[(triton.cdiv(m, 16),)](x, self.fc.weight, self.fc.bias, out, m, k, c,
                                                     BLOCK_M=16, BLOCK_C=triton.next_power_of_2(c),
                                                     BLOCK_K=32)
        return out
