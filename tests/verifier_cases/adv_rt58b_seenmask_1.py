# probes: red team 58b: (the bool face of red team 50's adv_rt50_intstate_1, closed for integer state only) the router kernel never updates the BOOL state the reference's forward changes (expert_seen |= bincount(argmax) > 0): sandbox.param_signature gives a bool tensor no signature (only floating-point and _is_int_state tensors, which excludes bool), so it is never paired, and _reference_job's state_before keeps only floating-point and integer tensors, so the state check (reward._state_mismatch) never compares it and reward's `unpaired` list (changed & keyed) never names it; the mask a dead-expert monitor reads stays all False; closed: one-element integer and bool constants (counters, flags) are keyed as a loaded checkpoint holds them, on both sides (sandbox._keyed_count: a bool flipped, an 8/16-bit 0/1 swapped, a wider int plus a keyed count in [1, 1000)), and bool state is compared as integer state is (_is_int_state): the experts-seen mask the forward updates is paired and compared after each call
# reference: ref_rt58b_seenmask.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def router_kernel(x_ptr, w_ptr, out_ptr, seen_ptr, M, K, E: tl.constexpr, BM: tl.constexpr,
                  BK: tl.constexpr, COUNT: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    re = tl.arange(0, E)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, E), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(x_ptr + rm[:, None] * K + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        w = tl.load(w_ptr + re[None, :] * K + (k + rk)[:, None],
                    mask=(k + rk)[:, None] < K, other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    mx = tl.max(acc, axis=1)
    p = tl.exp(acc - mx[:, None])
    p = p / tl.sum(p, axis=1)[:, None]
    tl.store(out_ptr + rm[:, None] * E + re[None, :], p, mask=rm[:, None] < M)
    if COUNT:
        top = tl.argmax(p, axis=1)
        tl.store(seen_ptr + top, tl.full((BM,), 1, tl.int1), mask=rm < M)


class ModelNew(nn.Module):
    def __init__(self, d_model, n_experts):
        super().__init__()
        self.router = nn.Linear(d_model, n_experts, bias=False)
        self.register_buffer("expert_seen", torch.zeros(n_experts, dtype=torch.bool))

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        E = self.expert_seen.numel()
        out = torch.empty((M, E), device=x.device, dtype=x.dtype)
        router_kernel[(triton.cdiv(M, 16),)](x, self.router.weight, out, self.expert_seen, M, K,
                                             E=E, BM=16, BK=32, COUNT=False)
        return out
