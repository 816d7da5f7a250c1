# probes: red team 61a: honest twin of adv_rt61a_rollset_1 (the source index wrapped both ways)
# reference: ref_rt61a_rollset.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def roll_kernel(x_ptr, s_ptr, o_ptr, L, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    i = tl.arange(0, BLOCK)
    m = i < L
    s = tl.load(s_ptr).to(tl.int32)
    j = ((i - s) % L + L) % L
    x = tl.load(x_ptr + row * L + j, mask=m, other=0.0)
    tl.store(o_ptr + row * L + i, x * 2.0, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("shift", torch.tensor(0, dtype=torch.long))

    def forward(self, x):
        x = x.contiguous()
        B, L = x.shape
        out = torch.empty_like(x)
        roll_kernel[(B,)](x, self.shift, out, L, BLOCK=triton.next_power_of_2(L))
        return out
