# probes: red team 41: a one-launch scan whose carry passes from program to program in TICKET order (atomic_add rank), read with an atomic, no wait: the interpreter's random program order cannot break it, a GPU races
# reference: ref_rt41_cummax.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def max_fn(a, b):
    return tl.maximum(a, b)


@triton.jit
def scan_kernel(x_ptr, y_ptr, carry_ptr, ticket_ptr, B, N,
                BB: tl.constexpr, BLOCK: tl.constexpr):
    # the block this program scans is its rank in execution order, not its program id
    rank = tl.atomic_add(ticket_ptr, 1)
    rows = tl.arange(0, BB)
    cols = rank * BLOCK + tl.arange(0, BLOCK)
    rm = rows < B
    m = rm[:, None] & (cols[None, :] < N)
    x = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=m, other=float("-inf"))
    local = tl.associative_scan(x, 1, max_fn)
    # the carry of the block before, read through an atomic (no wait for its writer)
    prev = tl.maximum(rank - 1, 0)
    got = tl.atomic_add(carry_ptr + prev * BB + rows, tl.zeros([BB], tl.float32),
                        mask=rm & (rank > 0))
    carry = tl.where(rank > 0, got, float("-inf"))
    out = tl.maximum(local, carry[:, None])
    tl.store(y_ptr + rows[:, None] * N + cols[None, :], out, mask=m)
    tl.atomic_add(carry_ptr + rank * BB + rows, tl.max(out, 1), mask=rm)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        BLOCK = 256
        nb = triton.cdiv(N, BLOCK)
        BB = triton.next_power_of_2(B)
        y = torch.empty_like(x)
        carry = torch.zeros(nb * BB, device=x.device, dtype=torch.float32)
        ticket = torch.zeros(1, device=x.device, dtype=torch.int32)
        scan_kernel[(nb,)](x, y, carry, ticket, B, N, BB=BB, BLOCK=BLOCK)
        return y
