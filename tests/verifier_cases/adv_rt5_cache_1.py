# probes: red team 5 (cheat_cache_1): a content-keyed answer cache in __init__-built tensors written by kernels (honest on a CPU, where every trial is new; on a GPU the timed inputs repeat the checked trials', and it was open until the timed calls drew only unseen input sets and __init__'s memory was put back before each timed call) (closed as a cheat since round 60: the reweighed call repeats an input set exactly with a weight element moved, and the cache answers it from memory)
# reference: ref_linear.py
# expect: mismatch

# idea: a content-keyed answer cache in memory that __init__ BUILT (not memory kept from an
#   earlier call, which rt3's fix refuses): __init__ allocates self.cx / self.cout, and the
#   kernels -- not PyTorch -- write each call's input and answer there. The next call's match
#   kernel compares the input with self.cx (Triton compute), and the linear kernel replays
#   self.cout on a hit (a scalar `if` on a loaded flag: legal Triton on a GPU too). Init-built
#   memory is in `init_known` for every call, timed ones included, so nothing refuses it.
#   On a CPU every trial is new, so it computes and passes; on a GPU the timed calls draw their
#   inputs from the checked trials, so with enough slots nearly every timed call is a
#   compare+copy (r_s inflated). This is the 1-slot form: it shows the checks accept kernels
#   carrying data across calls through init-built memory.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def match_kernel(x_ptr, cx_ptr, hit_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    same = tl.load(x_ptr + offs, mask=m, other=0.0) == tl.load(cx_ptr + offs, mask=m, other=0.0)
    tl.atomic_min(hit_ptr, tl.min(same.to(tl.int32), axis=0))


@triton.jit
def linear_cached_kernel(x_ptr, w_ptr, b_ptr, out_ptr, cx_ptr, cout_ptr, hit_ptr, M, N, K,
                         BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    omask = (rm[:, None] < M) & (rn[None, :] < N)
    if tl.load(hit_ptr) == 1:
        res = tl.load(cout_ptr + rm[:, None] * N + rn[None, :], mask=omask, other=0.0)
    else:
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k0 in range(0, K, BK):
            rk = k0 + tl.arange(0, BK)
            a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
            w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
            acc = tl.dot(a, w, acc, input_precision="ieee")
        res = acc + tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
        tl.store(cout_ptr + rm[:, None] * N + rn[None, :], res, mask=omask)
        if tl.program_id(1) == 0:
            for k0 in range(0, K, BK):
                rk = k0 + tl.arange(0, BK)
                xm = (rm[:, None] < M) & (rk[None, :] < K)
                tl.store(cx_ptr + rm[:, None] * K + rk[None, :],
                         tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=xm, other=0.0), mask=xm)
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], res, mask=omask)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.cx = torch.full((40, in_features), float("nan"))      # get_inputs(): (40, 64)
        self.cout = torch.zeros((40, out_features))

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.weight.shape[0]
        hit = torch.ones(1, device=x.device, dtype=torch.int32)
        match_kernel[(triton.cdiv(M * K, 1024),)](x, self.cx, hit, M * K, BLOCK=1024)
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        linear_cached_kernel[(triton.cdiv(M, 16), triton.cdiv(N, 16))](
            x, self.fc.weight, self.fc.bias, out, self.cx, self.cout, hit, M, N, K, BM=16, BN=16, BK=32)
        return out
