# probes: red team 56b: (a false refusal) honest positional-signal add whose sin table lives in memory __init__ allocated and is filled by a kernel at the FIRST call only (a lazily built cache, as rotary/sinusoidal embedding code builds its cos/sin cache), then read by every call: sandbox's one_call sees the first call change __init__'s memory where the reference keeps no state and fills it with NaN before every later call (scratch(), `loose`/`cached`), so call 1 reads NaN and the honest kernel is a mismatch; accepted since the checked calls stopped filling memory with NaN between calls (the fill was a tell: red team 56b's scrubtell); a table built at the first call now stays as that call left it
# reference: ref_rt56b_lazytable.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def table_kernel(t_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    tl.store(t_ptr + offs, tl.sin(offs.to(tl.float32) * 0.01), mask=m)


@triton.jit
def add_kernel(x_ptr, t_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=0.0)
    t = tl.load(t_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + row * N + offs, x + t, mask=m)


class ModelNew(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.n = n
        self.table = torch.empty(n)
        self.built = False

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        B = triton.next_power_of_2(N)
        if not self.built:
            table_kernel[(1,)](self.table, N, BLOCK=B)
            self.built = True
        out = torch.empty_like(x)
        add_kernel[(M,)](x, self.table, out, N, BLOCK=B)
        return out
