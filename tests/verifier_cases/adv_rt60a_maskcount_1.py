# probes: red team 60a: random integer and bool tensors are keyed as their elements in a keyed order (_keyed_order), so their multiset (a mask's density, a count of kept features, the absmax of int8 weights) never changes from the construction draw: the number of kept features is counted once in __init__ (by a Triton kernel, into a plain tensor attribute) and used as the divisor; the mask itself is read every call (so the keyed order is met), but a loaded mask of another density (a checkpoint pruned further, a user's own mask) divides by the construction's count; closed: a random integer or bool tensor whose values repeat is keyed as a keyed order with between one and half of its elements given another of its values (sandbox._keyed_order, _int_change), so a mask's density moves
# reference: ref_rt60a_maskcount.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def count_kernel(m_ptr, c_ptr, N, BLOCK: tl.constexpr):
    ns = tl.arange(0, BLOCK)
    m = tl.load(m_ptr + ns, mask=ns < N, other=0).to(tl.float32)
    tl.store(c_ptr, tl.sum(m, axis=0))


@triton.jit
def masked_mean(x_ptr, m_ptr, c_ptr, o_ptr, N, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    ns = tl.arange(0, BLOCK)
    valid = ns < N
    x = tl.load(x_ptr + r * N + ns, mask=valid, other=0.0)
    m = tl.load(m_ptr + ns, mask=valid, other=0).to(tl.float32)
    tl.store(o_ptr + r, tl.sum(x * m, axis=0) / tl.load(c_ptr))


class ModelNew(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.register_buffer("mask", torch.rand(n) < 0.5)
        self.cnt = torch.zeros(1)
        count_kernel[(1,)](self.mask, self.cnt, n, BLOCK=triton.next_power_of_2(n))

    def forward(self, x):
        x = x.contiguous()
        N = x.shape[-1]
        x2 = x.reshape(-1, N)
        out = torch.empty(x2.shape[0], device=x.device, dtype=x.dtype)
        masked_mean[(x2.shape[0],)](x2, self.mask, self.cnt.to(x.device), out, N, BLOCK=triton.next_power_of_2(N))
        return out.reshape(x.shape[:-1])
