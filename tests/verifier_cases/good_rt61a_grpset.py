# probes: red team 61a: honest twin of adv_rt61a_grpset_1 (the group size read from its buffer, in the kernel)
# reference: ref_rt61a_grpset.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def grp_rms(x_ptr, g_ptr, o_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    G = tl.load(g_ptr).to(tl.int32)
    i = tl.arange(0, BLOCK)
    m = i < D
    x = tl.load(x_ptr + row * D + i, mask=m, other=0.0)
    xj = tl.load(x_ptr + row * D + i, mask=m, other=0.0)
    same = ((i[:, None] // G) == (i[None, :] // G)) & m[None, :]
    ms = tl.sum(tl.where(same, (xj * xj)[None, :], 0.0), axis=1) / G.to(tl.float32)
    tl.store(o_ptr + row * D + i, x * tl.rsqrt(ms + 1e-6), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("group", torch.tensor(32, dtype=torch.long))

    def forward(self, x):
        x = x.contiguous()
        B, D = x.shape
        out = torch.empty_like(x)
        grp_rms[(B,)](x, self.group, out, D, BLOCK=triton.next_power_of_2(D))
        return out
