# probes: (red team 50; closed after it: at one keyed input trial every random weight is drawn again, sandbox.param_move "redraw") the weight is packed (W^T, contiguous) by a kernel on the FIRST forward call into a buffer __init__ allocated, guarded by a Python flag, and every later call reads that pack: random-init parameters are rewritten after __init__ (keyed) but before call 0, and never move afterwards (the parameter trials move only constant-initialised tensors), and memory __init__ built is not scrubbed between calls (only memory a call kept is), so the pack always equals the weight; after an optimizer step or load_state_dict following a first call, the answer uses the old weight
# reference: ref_rt50_firstcall.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def pack_kernel(w_ptr, wt_ptr, N, K, BN: tl.constexpr, BK: tl.constexpr):
    rn = tl.program_id(0) * BN + tl.arange(0, BN)
    rk = tl.program_id(1) * BK + tl.arange(0, BK)
    m = (rn[:, None] < N) & (rk[None, :] < K)
    w = tl.load(w_ptr + rn[:, None] * K + rk[None, :], mask=m, other=0.0)
    tl.store(wt_ptr + rk[None, :] * N + rn[:, None], w, mask=m)


@triton.jit
def linear_kernel(x_ptr, wt_ptr, b_ptr, out_ptr, M, N, K,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(x_ptr + rm[:, None] * K + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        w = tl.load(wt_ptr + (k + rk)[:, None] * N + rn[None, :],
                    mask=(rn[None, :] < N) & ((k + rk)[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        # a pre-transposed weight for coalesced loads, packed once
        self.wt = torch.empty((in_features, out_features))
        self.packed = False

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.weight.shape[0]
        if not self.packed:
            pack_kernel[(triton.cdiv(N, 32), triton.cdiv(K, 32))](self.fc.weight, self.wt, N, K, BN=32, BK=32)
            self.packed = True
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        linear_kernel[grid](x, self.wt, self.fc.bias, out, M, N, K, BM=32, BN=32, BK=32)
        return out
