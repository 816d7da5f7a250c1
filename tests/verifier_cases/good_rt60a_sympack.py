# probes: red team 60a: honest twin of adv_rt60a_sympack_1 (x @ A reading A every call)
# reference: ref_rt60a_sympack.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mm(x_ptr, a_ptr, o_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    ks = tl.arange(0, BLOCK)[:, None]
    ns = tl.arange(0, BLOCK)[None, :]
    m = (ks < N) & (ns < N)
    a = tl.load(a_ptr + ks * N + ns, mask=m, other=0.0)
    x = tl.load(x_ptr + row * N + tl.arange(0, BLOCK), mask=tl.arange(0, BLOCK) < N, other=0.0)
    acc = tl.sum(a * x[:, None], axis=0)
    tl.store(o_ptr + row * N + tl.arange(0, BLOCK), acc, mask=tl.arange(0, BLOCK) < N)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, A):
        x = x.contiguous()
        A = A.contiguous()
        N = A.shape[0]
        x2 = x.reshape(-1, N)
        out = torch.empty_like(x2)
        mm[(x2.shape[0],)](x2, A, out, N, BLOCK=triton.next_power_of_2(N))
        return out.reshape(x.shape)
