# probes: red team 47a: every lane of a program atomic_adds its element into ONE address (the row's sum), and the program then reads the sum back with a SCALAR load, no barrier between: on a GPU the scalar load (every thread's ld.global) can run before other warps' atomics land. Round 45 counts an atomic's bytes as its lanes' stores, and a byte several lanes hit gets lane -1 ("another lane for every lane", sandbox lane_record); round 46 gives a scalar access lane -1 too; other_lane compares lanes with !=, so -1 (many lanes' atomics) read by -1 (a scalar load) is taken as a lane reading back its own store and passes (adv_rt45b_atomread_1 is refused only because its loads are vectors)
# reference: ref_rt47a_atomscalar.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def center_kernel(x_ptr, sum_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=0.0)
    tl.atomic_add(sum_ptr + row + tl.zeros([BLOCK], tl.int32), x, mask=m)
    s = tl.load(sum_ptr + row)
    tl.store(out_ptr + row * N + offs, x - s / N, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        sums = torch.zeros(B, device=x.device, dtype=torch.float32)
        out = torch.empty_like(x)
        center_kernel[(B,)](x, sums, out, N, BLOCK=triton.next_power_of_2(N))
        return out
