# probes: red team 61a: an integer setting whose moves c - 1, c + 1, c + 2 all leave the reference's domain (a group size that must divide the features: 31, 33, 34 do not divide 64) is left as constructed (sandbox._domain_breakers after _setting), so a kernel with the group size written in as a constant (32) passes; a checkpoint or config with group size 16 or 64 (which the reference accepts) gets groups of 32; closed: a setting whose first move leaves the reference's domain takes the first of up to four keyed moves that does not, c // 2, c // 4, c // 8, 2c and 4c among them (sandbox._setting's variants, _domain_breakers), a lone setting too
# reference: ref_rt61a_grpset.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def grp_rms(x_ptr, g_ptr, o_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    G = 32
    i = tl.arange(0, BLOCK)
    m = i < D
    x = tl.load(x_ptr + row * D + i, mask=m, other=0.0)
    xj = tl.load(x_ptr + row * D + i, mask=m, other=0.0)
    same = ((i[:, None] // G) == (i[None, :] // G)) & m[None, :]
    ms = tl.sum(tl.where(same, (xj * xj)[None, :], 0.0), axis=1) / 32.0
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
