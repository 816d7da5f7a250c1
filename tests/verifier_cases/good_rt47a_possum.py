# probes: red team 47a: FALSE REFUSAL (refused at 5 of 7 keys): honest sum of positive parts, each chunk atomic_adds its positive sum into a torch.zeros output only where it has one (mask s > 0); at an all-negative trial no atomic fires and gate 2 says 'not written by a Triton kernel' (as good_rt47a_relumask)
# reference: ref_rt47a_possum.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def possum_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    c = tl.program_id(1)
    cols = c * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r * N + cols, mask=cols < N, other=0.0)
    s = tl.sum(tl.where(x > 0, x, 0.0), axis=0)
    # only chunks that hold a positive element contribute
    tl.atomic_add(out_ptr + r, s, mask=s > 0)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        out = torch.zeros(B, device=x.device, dtype=x.dtype)
        possum_kernel[(B, triton.cdiv(N, 256))](x, out, N, BLOCK=256)
        return out
