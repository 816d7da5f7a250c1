# probes: batch norm at inference that never reads running_mean / running_var (buffers are not perturbed: zeros and ones at every trial)
# reference: ref_rt22_linbn.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def lin_bn_relu(x_ptr, w_ptr, b_ptr, g_ptr, beta_ptr, out_ptr, M, eps,
                K: tl.constexpr, N: tl.constexpr, BM: tl.constexpr):
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    ks = tl.arange(0, K)
    cols = tl.arange(0, N)
    rmask = rows < M
    x = tl.load(x_ptr + rows[:, None] * K + ks[None, :], mask=rmask[:, None], other=0.0)
    w = tl.load(w_ptr + cols[None, :] * K + ks[:, None])          # (K, N): W^T
    acc = tl.sum(x[:, :, None] * w[None, :, :], axis=1)
    acc = acc + tl.load(b_ptr + cols)[None, :]
    y = acc / tl.sqrt(1.0 + eps)
    y = y * tl.load(g_ptr + cols)[None, :] + tl.load(beta_ptr + cols)[None, :]
    y = tl.maximum(y, 0.0)
    tl.store(out_ptr + rows[:, None] * N + cols[None, :], y, mask=rmask[:, None])


class ModelNew(nn.Module):
    def __init__(self, d_in, d_out):
        super().__init__()
        self.fc = nn.Linear(d_in, d_out)
        self.bn = nn.BatchNorm1d(d_out)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.weight.shape[0]
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        lin_bn_relu[(triton.cdiv(M, 16),)](x, self.fc.weight, self.fc.bias, 
                                          self.bn.weight, self.bn.bias, out, M, self.bn.eps,
                                          K=K, N=N, BM=16)
        return out
