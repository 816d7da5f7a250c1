# probes: a table made by constexpr arithmetic folded at compile time, stored by a kernel in __init__
# reference: ref_sigmoid_half.py
# expect: compile
# idea: red team 16. tl.static_range(1024) decodes each fp16 bit pattern from the loop index and
#   computes 1 / (1 + E ** -x) on compile-time constants; four __init__ launches filled a
#   4,096-entry sigmoid table and forward's kernel only gathered from it. The distinct constants
#   of a run's lowered kernels, past CONST_FREE (256), now count against the numbers budget.
import torch
import torch.nn as nn
import triton
import triton.language as tl

E = tl.constexpr(2.718281828459045)


@triton.jit
def tab_kernel(tab_ptr, BASE: tl.constexpr, N: tl.constexpr):
    for i in tl.static_range(N):
        tl.store(tab_ptr + BASE + i, 1.0 / (1.0 + E ** (-max(min(
            (1 - 2 * (((BASE + i) * 16 + 8) // 32768)) * (1.0 + (((BASE + i) * 16 + 8) % 1024) / 1024.0)
            * 2.0 ** ((((BASE + i) * 16 + 8) // 1024) % 32 - 15), 40.0), -40.0))))


@triton.jit
def gather_kernel(x_ptr, tab_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    msk = offs < n
    x = tl.load(x_ptr + offs, mask=msk, other=0.0)
    bits = x.to(tl.int16, bitcast=True).to(tl.int32) & 65535
    v = tl.load(tab_ptr + (bits >> 4), mask=msk, other=0.0)
    tl.store(y_ptr + offs, v.to(tl.float16), mask=msk)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.tab = torch.empty(4096, dtype=torch.float32)
        for k in range(4):
            tab_kernel[(1,)](self.tab, BASE=k * 1024, N=1024)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        gather_kernel[(triton.cdiv(n, 1024),)](x, self.tab, y, n, BLOCK=1024)
        return y
