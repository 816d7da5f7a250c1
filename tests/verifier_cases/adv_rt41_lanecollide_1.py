# probes: red team 41: every lane of a program stores to ONE address (masked by x > 0); the interpreter's lanes write in index order, so the last positive lane wins, where a GPU's lanes and warps race (write-write collision inside a store)
# reference: ref_rt41_lastpos.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def lastpos_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r * N + cols, mask=cols < N, other=0.0)
    same = out_ptr + r + tl.zeros([BLOCK], tl.int32)
    tl.store(out_ptr + r, 0.0)
    tl.store(same, x, mask=(x > 0) & (cols < N))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        out = torch.empty(B, device=x.device, dtype=x.dtype)
        lastpos_kernel[(B,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
