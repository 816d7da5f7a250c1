# probes: correct (red team 70, refused at 7 of 7 keys before): a bf16 running mean that repeats torch's bf16 op order bit for bit; the interpreter's truncating bf16 casts biased it toward zero until the state comparison refused it; accepted at 7 of 7 keys with the casts rounded to nearest even
# reference: ref_rt70_bfema.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ema_center(x_ptr, rm_ptr, y_ptr, N, D, mom, keep, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr):
    pid = tl.program_id(0)
    cols = pid * BLOCK_D + tl.arange(0, BLOCK_D)
    rows = tl.arange(0, BLOCK_N)
    cm = cols < D
    m = (rows[:, None] < N) & cm[None, :]
    x = tl.load(x_ptr + rows[:, None] * D + cols[None, :], mask=m, other=0.0).to(tl.float32)
    mean = (tl.sum(x, axis=0) / N).to(tl.bfloat16).to(tl.float32)
    rm = tl.load(rm_ptr + cols, mask=cm, other=0.0).to(tl.float32)
    decayed = (rm * keep).to(tl.bfloat16).to(tl.float32)
    alpha = tl.full([BLOCK_D], mom, tl.float32).to(tl.bfloat16).to(tl.float32)   # (torch's add_ rounds alpha to bf16)
    rm_new = (decayed + mean * alpha).to(tl.bfloat16)
    tl.store(rm_ptr + cols, rm_new, mask=cm)
    y = x - rm_new.to(tl.float32)[None, :]
    tl.store(y_ptr + rows[:, None] * D + cols[None, :], y.to(tl.bfloat16), mask=m)


class ModelNew(nn.Module):
    def __init__(self, d=256, momentum=0.05):
        super().__init__()
        self.momentum = momentum
        self.register_buffer("running_mean", torch.zeros(d, dtype=torch.bfloat16))

    def forward(self, x):
        x = x.contiguous()
        n, d = x.shape
        y = torch.empty_like(x)
        ema_center[(triton.cdiv(d, 64),)](x, self.running_mean, y, n, d, self.momentum, 1 - self.momentum,
                                          BLOCK_N=triton.next_power_of_2(n), BLOCK_D=64)
        return y
