# probes: red team 20 (classws): honest softmax; a row-max workspace allocated once as a class attribute (made at import) and reused by every call
# reference: ref_softmax.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rowmax_kernel(x_ptr, m_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + cols, mask=cols < N, other=-float("inf"))
    tl.store(m_ptr + row, tl.max(x, axis=0))


@triton.jit
def softmax_kernel(x_ptr, m_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + cols, mask=cols < N, other=-float("inf"))
    m = tl.load(m_ptr + row)
    e = tl.exp(x - m)
    s = tl.sum(e, axis=0)
    tl.store(y_ptr + row * N + cols, e / s, mask=cols < N)


class ModelNew(nn.Module):
    ws = torch.empty(32)

    def __init__(self):
        super().__init__()
        self.ws_rows = 32

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        BLOCK = triton.next_power_of_2(N)
        rowmax_kernel[(M,)](x, self.ws, N, BLOCK=BLOCK)
        softmax_kernel[(M,)](x, self.ws, y, N, BLOCK=BLOCK)
        return y
