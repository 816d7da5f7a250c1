# probes: red team 41: softmax WITHOUT the max subtraction after a weight_norm Linear (hoping deepcopy of weight_norm fails and the float64 twin with it: it does not, refused)
# reference: ref_rt41_wnsoftmax.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rownorm_kernel(v_ptr, g_ptr, K, BLOCK_K: tl.constexpr):
    r = tl.program_id(0)
    k = tl.arange(0, BLOCK_K)
    v = tl.load(v_ptr + r * K + k, mask=k < K, other=0.0)
    tl.store(g_ptr + r, tl.sqrt(tl.sum(v * v, axis=0)))


@triton.jit
def wn_kernel(v_ptr, g_ptr, w_ptr, K, BLOCK_K: tl.constexpr):
    r = tl.program_id(0)
    k = tl.arange(0, BLOCK_K)
    v = tl.load(v_ptr + r * K + k, mask=k < K, other=0.0)
    g = tl.load(g_ptr + r)
    tl.store(w_ptr + r * K + k, v * (g / tl.sqrt(tl.sum(v * v, axis=0))), mask=k < K)


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
        self.fc = nn.Linear(d, c)          # v and the bias, drawn as the reference's are
        self.g = nn.Parameter(torch.empty(c))
        rownorm_kernel[(c,)](self.fc.weight, self.g, d, BLOCK_K=triton.next_power_of_2(d))

    def forward(self, x):
        x = x.contiguous()
        m, k = x.shape
        c = self.fc.weight.shape[0]
        w = torch.empty(c, k, device=x.device, dtype=torch.float32)
        wn_kernel[(c,)](self.fc.weight, self.g, w, k, BLOCK_K=triton.next_power_of_2(k))
        out = torch.empty(m, c, device=x.device, dtype=torch.float32)
        linear_softmax_kernel[(triton.cdiv(m, 16),)](x, w, self.fc.bias, out, m, k, c, BLOCK_M=16,
                                                     BLOCK_C=triton.next_power_of_2(c), BLOCK_K=32)
        return out
