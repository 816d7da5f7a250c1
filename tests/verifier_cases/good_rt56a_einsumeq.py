# probes: red team 56a: honest twin of adv_rt56a_einsumeq_1: the two-operand matrix equations read (each operand and the output may be transposed: strides passed to one tiled kernel); any other equation raises
# reference: ref_rt56a_einsumeq.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * sam + (k0 + rk)[None, :] * sak,
                    mask=(rm[:, None] < M) & ((k0 + rk)[None, :] < K), other=0.0)
        b = tl.load(b_ptr + (k0 + rk)[:, None] * sbk + rn[None, :] * sbn,
                    mask=((k0 + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b, input_precision="ieee")
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :] * scn, acc,
             mask=(rm[:, None] < M) & (rn[None, :] < N))

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b, equation):
        eq = equation.replace(" ", "")
        lhs, out = eq.split("->")
        sa, sb = lhs.split(",")
        if len(sa) != 2 or len(sb) != 2 or len(out) != 2:
            raise NotImplementedError(equation)
        shared = [ch for ch in sa if ch in sb and ch not in out]
        if len(shared) != 1:
            raise NotImplementedError(equation)
        k = shared[0]
        m = sa.replace(k, "")
        n = sb.replace(k, "")
        if sorted(out) != sorted(m + n) or m == n:
            raise NotImplementedError(equation)
        a = a.contiguous()
        b = b.contiguous()
        # a viewed as (m, k), b as (k, n)
        if sa.index(k) == 1:
            M, K = a.shape
            sam, sak = a.stride(0), a.stride(1)
        else:
            K, M = a.shape
            sam, sak = a.stride(1), a.stride(0)
        if sb.index(k) == 0:
            N = b.shape[1]
            sbk, sbn = b.stride(0), b.stride(1)
        else:
            N = b.shape[0]
            sbk, sbn = b.stride(1), b.stride(0)
        if out == m + n:
            c = torch.empty((M, N), device=a.device, dtype=a.dtype)
            scm, scn = c.stride(0), c.stride(1)
        else:
            c = torch.empty((N, M), device=a.device, dtype=a.dtype)
            scm, scn = c.stride(1), c.stride(0)
        matmul_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](a, b, c, M, N, K, sam, sak, sbk, sbn,
                                                                scm, scn, BM=32, BN=32, BK=32)
        return c
