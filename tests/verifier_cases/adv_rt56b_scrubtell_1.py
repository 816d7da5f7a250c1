# probes: red team 56b: (round 55's scrub used as a tell) row softmax that skips the max subtraction whenever a marker it wrote at the previous call into memory __init__ built is still there: a user's process never touches that memory, so every call from call 1 on finds the marker (1.0) and takes the unguarded path (exp overflows: NaN rows for logits above ~88); the verifier's child fills memory __init__ built that a call changed with NaN bytes before every later call (sandbox's one_call: scratch(), `loose`/`cached`, where the reference keeps no state), so every checked call finds NaN (or the initial 0) and takes the guarded path. The scrub, made so that no cache survives, is itself a difference between the verifier and a user that survives every call; closed: the checked calls no longer fill any memory with NaN (sandbox's scratch(fill=False)): what the model keeps, and what __init__ built, stays as the last call left it, as in a user's process, so the marker is found from call 1 on and the guard-free softmax overflows at the range trials; only the timed calls (GPU) refill kept memory, and every call there looks alike
# reference: ref_rt55b_envswitch.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, flag_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=-float("inf"))
    f = tl.load(flag_ptr)
    x = tl.where(f == 1.0, x, x - tl.max(x, axis=0))
    e = tl.exp(x)
    e = tl.where(m, e, 0.0)
    tl.store(out_ptr + row * N + offs, e / tl.sum(e, axis=0), mask=m)


@triton.jit
def mark_kernel(flag_ptr):
    tl.store(flag_ptr, 1.0)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.flag = torch.zeros(3)

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty_like(x)
        softmax_kernel[(M,)](x, self.flag, out, N, BLOCK=triton.next_power_of_2(N))
        mark_kernel[(1,)](self.flag)
        return out
