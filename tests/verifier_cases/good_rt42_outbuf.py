# probes: red team 42: honest twin: fused GEMM (IEEE dot) and a row softmax with the max subtracted
# reference: ref_rt42_outbuf.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mm_softmax_kernel(a_ptr, b_ptr, out_ptr, M, N, K,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    ks = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        a = tl.load(a_ptr + rows[:, None] * K + (k0 + ks)[None, :],
                    mask=(rows[:, None] < M) & ((k0 + ks)[None, :] < K), other=0.0)
        b = tl.load(b_ptr + (k0 + ks)[:, None] * N + cols[None, :],
                    mask=((k0 + ks)[:, None] < K) & (cols[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc, input_precision="ieee")
    cm = cols[None, :] < N
    z = tl.where(cm, acc, -float("inf"))
    e = tl.where(cm, tl.exp(z - tl.max(z, axis=1)[:, None]), 0.0)
    p = e / tl.sum(e, axis=1)[:, None]
    tl.store(out_ptr + rows[:, None] * N + cols[None, :], p, mask=(rows[:, None] < M) & cm)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        a = a.contiguous()
        b = b.contiguous()
        M, K = a.shape
        N = b.shape[1]
        out = torch.empty(M, N, device=a.device, dtype=torch.float32)
        BN = triton.next_power_of_2(N)
        mm_softmax_kernel[(triton.cdiv(M, 16),)](a, b, out, M, N, K, BM=16, BN=BN, BK=32)
        return out
