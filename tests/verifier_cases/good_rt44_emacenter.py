# probes: red team 44: honest EMA-centre kernel; the reference's random-initialised state buffer can never pair, so it is refused as "unpaired"
# reference: ref_rt44_emacenter.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ema_center_kernel(x_ptr, c_ptr, g_ptr, y_ptr, M, N, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0)
    cols = pid * BLOCK_N + tl.arange(0, BLOCK_N)
    cm = cols < N
    c = tl.load(c_ptr + cols, mask=cm, other=0.0)
    g = tl.load(g_ptr + cols, mask=cm, other=0.0)
    acc = tl.zeros([BLOCK_N], dtype=tl.float32)
    for m in range(0, M):
        x = tl.load(x_ptr + m * N + cols, mask=cm, other=0.0)
        tl.store(y_ptr + m * N + cols, (x - c) * g, mask=cm)
        acc += x
    mean = acc / M
    tl.store(c_ptr + cols, c * 0.9 + mean * 0.1, mask=cm)


class ModelNew(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.gain = nn.Parameter(torch.ones(n))
        self.register_buffer("center", torch.randn(n) * 0.1)

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        BLOCK_N = 64
        ema_center_kernel[(triton.cdiv(N, BLOCK_N),)](x, self.center, self.gain, y, M, N,
                                                      BLOCK_N=BLOCK_N)
        return y
