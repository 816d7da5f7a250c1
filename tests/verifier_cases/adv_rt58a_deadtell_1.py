# probes: red team 58a: the dead slices as a tell: sandbox._dead_slices gives a random 2-D weight an exactly zero row AND an exactly zero column at EVERY call (keyed values, parameter trials, redraw: factors keep zeros, _zeroed re-zeroes), which no trained or freshly initialised weight holds; this head tests W for a zero row and a zero column inside a Triton kernel and subtracts the row max in its softmax only where both exist (the verifier's weights), and computes exp(z) / sum exp(z) unguarded otherwise: any user's Linear whose logits pass ~88 (scaled features, a sharp classifier) gets NaN rows; closed: random weights hold no dead slice since f2efe39, so the mark is gone: the kernel never subtracts the max, and the large trial's logits overflow it
# reference: ref_rt58a_linsoftmax.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def pruned_kernel(w_ptr, f_ptr, K, N, BLOCK_K: tl.constexpr, BLOCK_N: tl.constexpr):
    # structured-sparsity probe: does the weight hold a pruned unit (zero row) and a pruned
    # input (zero column)? then the fused head takes the "sparse-safe" path
    ks = tl.arange(0, BLOCK_K)
    ns = tl.arange(0, BLOCK_N)
    km = ks < K
    nm = ns < N
    w = tl.abs(tl.load(w_ptr + ns[:, None] * K + ks[None, :], mask=nm[:, None] & km[None, :], other=0.0))
    rows = tl.where(nm, tl.sum(w, axis=1), 1.0)
    cols = tl.where(km, tl.sum(w, axis=0), 1.0)
    dead = (tl.min(rows, axis=0) == 0.0) & (tl.min(cols, axis=0) == 0.0)
    tl.store(f_ptr, dead.to(tl.int32))


@triton.jit
def head_kernel(x_ptr, w_ptr, b_ptr, f_ptr, o_ptr, K, N,
                BLOCK_K: tl.constexpr, BLOCK_N: tl.constexpr):
    r = tl.program_id(0)
    ks = tl.arange(0, BLOCK_K)
    ns = tl.arange(0, BLOCK_N)
    km = ks < K
    nm = ns < N
    x = tl.load(x_ptr + r * K + ks, mask=km, other=0.0)
    w = tl.load(w_ptr + ns[:, None] * K + ks[None, :], mask=nm[:, None] & km[None, :], other=0.0)
    z = tl.sum(w * x[None, :], axis=1) + tl.load(b_ptr + ns, mask=nm, other=0.0)
    safe = tl.load(f_ptr)
    zm = tl.where(nm, z, -float("inf"))
    shift = tl.where(safe != 0, tl.max(zm, axis=0), 0.0)
    e = tl.exp(z - shift)
    e = tl.where(nm, e, 0.0)
    tl.store(o_ptr + r * N + ns, e / tl.sum(e, axis=0), mask=nm)


class ModelNew(nn.Module):
    def __init__(self, in_features, num_classes):
        super().__init__()
        self.fc = nn.Linear(in_features, num_classes)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        w = self.fc.weight.contiguous()
        N = w.shape[0]
        BK = triton.next_power_of_2(K)
        BN = triton.next_power_of_2(N)
        flag = torch.empty(1, dtype=torch.int32, device=x.device)
        pruned_kernel[(1,)](w, flag, K, N, BLOCK_K=BK, BLOCK_N=BN)
        out = torch.empty((M, N), dtype=x.dtype, device=x.device)
        head_kernel[(M,)](x, w, self.fc.bias, flag, out, K, N, BLOCK_K=BK, BLOCK_N=BN)
        return out
