# probes: red team 60a: the edited call skips structured inputs (symmetric, sorted, fixed zeros): a packed copy of the symmetric input A (its upper triangle, row-packed, as a symmetric-matmul kernel would keep it) is kept on self across calls and rebuilt only when a fingerprint of A (its first 8 elements of row 0 and row 1) changes; every trial draws A anew (every element changes, the fingerprint too), and the edited call edits x but never A, so the stale pack is never met; a user whose next A differs in a few elements (an updated covariance / Gram matrix, a graph with one edge added) gets answers from the old A; closed: the edited call edits symmetric inputs on or above the diagonal only and never a fixed zero, so the structure put back keeps the edit (sandbox._edited)
# reference: ref_rt60a_sympack.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def check_pack(a_ptr, key_ptr, flag_ptr, N, FIRST: tl.constexpr):
    j = tl.arange(0, 8)
    a = tl.load(a_ptr + j)
    b = tl.load(a_ptr + N + j)
    ka = tl.load(key_ptr + j)
    kb = tl.load(key_ptr + 8 + j)
    stale = tl.sum(tl.where((a != ka) | (b != kb), 1, 0), axis=0)
    if FIRST:
        stale = 1
    tl.store(flag_ptr, (stale > 0).to(tl.int32))


@triton.jit
def repack(a_ptr, p_ptr, key_ptr, flag_ptr, N, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    ns = tl.arange(0, BLOCK)
    m = (ns < N) & (ns >= r)
    if tl.load(flag_ptr) != 0:
        # upper triangle, row r from column r on, at r*N - r*(r-1)/2
        base = r * N - (r * (r - 1)) // 2
        tl.store(p_ptr + base + ns - r, tl.load(a_ptr + r * N + ns, mask=m, other=0.0), mask=m)
        if r < 2:
            tl.store(key_ptr + r * 8 + ns, tl.load(a_ptr + r * N + ns, mask=ns < 8, other=0.0), mask=ns < 8)


@triton.jit
def symmm(x_ptr, p_ptr, o_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    ks = tl.arange(0, BLOCK)[:, None]
    ns = tl.arange(0, BLOCK)[None, :]
    m = (ks < N) & (ns < N)
    lo = tl.minimum(ks, ns)
    hi = tl.maximum(ks, ns)
    a = tl.load(p_ptr + lo * N - (lo * (lo - 1)) // 2 + hi - lo, mask=m, other=0.0)
    x = tl.load(x_ptr + row * N + tl.arange(0, BLOCK), mask=tl.arange(0, BLOCK) < N, other=0.0)
    acc = tl.sum(a * x[:, None], axis=0)
    tl.store(o_ptr + row * N + tl.arange(0, BLOCK), acc, mask=tl.arange(0, BLOCK) < N)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.pack = None
        self.key = torch.zeros(16)
        self.flag = torch.zeros(1, dtype=torch.int32)
        self.first = True

    def forward(self, x, A):
        x = x.contiguous()
        A = A.contiguous()
        N = A.shape[0]
        if self.pack is None or self.pack.numel() != N * (N + 1) // 2 or self.pack.device != x.device:
            self.pack = torch.zeros(N * (N + 1) // 2, device=x.device, dtype=A.dtype)
            self.key, self.flag = self.key.to(x.device), self.flag.to(x.device)
            self.first = True
        BLOCK = triton.next_power_of_2(N)
        check_pack[(1,)](A, self.key, self.flag, N, FIRST=self.first)
        repack[(N,)](A, self.pack, self.key, self.flag, N, BLOCK=BLOCK)
        self.first = False
        x2 = x.reshape(-1, N)
        out = torch.empty_like(x2)
        symmm[(x2.shape[0],)](x2, self.pack, out, N, BLOCK=BLOCK)
        return out.reshape(x.shape)
