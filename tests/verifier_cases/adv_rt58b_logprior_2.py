# probes: red team 58b: (second face of adv_rt58b_logprior_1: the state check is switched off too) training-mode BatchNorm1d that NEVER updates running_mean / running_var, beside log() of a positive random parameter: the keyed values' sign flips make the reference NaN at every keyed attempt, _reference_job falls back to keying nothing (perturbed = False), and reward._param_pairs then returns [] so state['watch'] and state['unpaired'] are empty: the running statistics the reference's forward updates are never compared (red team 41's closed class, reopened by one out-of-domain weight); after training, model.eval() uses running statistics still at 0 and 1; closed: after the first attempt fails, the reference tensors whose keyed values alone take it out of its domain are found (sandbox._domain_breakers: each keyed alone on get_inputs()) and the next attempt keys every other one, dead slices and all, so only the prior goes unkeyed
# reference: ref_rt58b_logpriorbn.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bn_kernel(x_ptr, g_ptr, b_ptr, rm_ptr, rv_ptr, out_ptr, M, D, eps, momentum,
              UPDATE: tl.constexpr, BLOCK: tl.constexpr):
    c = tl.program_id(0)
    i = tl.arange(0, BLOCK)
    m = i < M
    v = tl.load(x_ptr + i * D + c, mask=m, other=0.0)
    mean = tl.sum(v, axis=0) / M
    d = tl.where(m, v - mean, 0.0)
    var = tl.sum(d * d, axis=0) / M
    y = d / tl.sqrt(var + eps) * tl.load(g_ptr + c) + tl.load(b_ptr + c)
    tl.store(out_ptr + i * D + c, y, mask=m)
    if UPDATE:
        rm = tl.load(rm_ptr + c)
        rv = tl.load(rv_ptr + c)
        tl.store(rm_ptr + c, (1 - momentum) * rm + momentum * mean)
        tl.store(rv_ptr + c, (1 - momentum) * rv + momentum * var * M / (M - 1))


@triton.jit
def head_kernel(a_ptr, w_ptr, b_ptr, p_ptr, out_ptr, M, N, K,
                BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + (k + rk)[:, None],
                    mask=(rn[None, :] < N) & ((k + rk)[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    b = tl.load(b_ptr + rn, mask=rn < N, other=0.0)
    p = tl.load(p_ptr + rn, mask=rn < N, other=1.0)
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], acc + (b + tl.log(p))[None, :],
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, dim, num_classes):
        super().__init__()
        self.bn = nn.BatchNorm1d(dim)
        self.fc = nn.Linear(dim, num_classes)
        self.prior = nn.Parameter(torch.rand(num_classes) + 0.05)

    def forward(self, x):
        x = x.contiguous()
        M, D = x.shape
        N = self.fc.weight.shape[0]
        h = torch.empty_like(x)
        bn_kernel[(D,)](x, self.bn.weight, self.bn.bias, self.bn.running_mean, self.bn.running_var, h,
                        M, D, self.bn.eps, self.bn.momentum, UPDATE=False, BLOCK=triton.next_power_of_2(M))
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        head_kernel[(triton.cdiv(M, 16), triton.cdiv(N, 32))](h, self.fc.weight, self.fc.bias, self.prior, out,
                                                               M, N, D, BM=16, BN=32, BK=32)
        return out
