# probes: red team 56a: an einsum equation passed per call ('ij,jk->ik') ignored, the kernel always computes a @ b: sandbox._flag_leaves takes a str as a flag only where it is word-like (_WORD: a letter or underscore, then letters, digits, '_' or '-', 32 at most), and _transform moves no other str, so an equation (',' and '->'), a format or a layout string ('NCHW' passes _WORD; 'b h n d -> b n (h d)' does not) is the same at every trial and flag call; any caller's 'ij,kj->ik' (a @ b.T) or 'ij,jk->ki' gets a @ b; closed: an einsum equation passed to forward is a flag (sandbox._EQUATION, _equation_moves): its output's and each operand's last two letters are swapped at a keyed half of the range trials and at the flag calls, a move the reference refuses for the shapes falling back
# reference: ref_rt56a_einsumeq.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k0 + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k0 + rk)[None, :] < K), other=0.0)
        b = tl.load(b_ptr + (k0 + rk)[:, None] * N + rn[None, :],
                    mask=((k0 + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b, input_precision="ieee")
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b, equation):
        a = a.contiguous()
        b = b.contiguous()
        M, K = a.shape
        N = b.shape[1]
        c = torch.empty((M, N), device=a.device, dtype=a.dtype)
        matmul_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](a, b, c, M, N, K, BM=32, BN=32, BK=32)
        return c
