# probes: red team 55a: the 0-d integer start position ignored, the kernel adds pos[t] (the prefill's rows) whatever start_pos says: sandbox._move_ints leaves a one-element integer tensor holding c < 2 as it is ('t if lo < 2'), _move_ints_up moves only c >= 2, so a 0-d 0 or 1 (a start position, an offset, a step counter, a flag) is the same at every trial; every decode step (start_pos = 37) reads the wrong rows; closed: a one-element integer tensor holding 0 or 1 is a flag: moved into [2, 9)
# reference: ref_rt55a_startpos.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def add_pos_kernel(x_ptr, w_ptr, out_ptr, T, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    t = row % T
    d = tl.arange(0, BLOCK)
    m = d < D
    x = tl.load(x_ptr + row * D + d, mask=m, other=0.0)
    p = tl.load(w_ptr + t * D + d, mask=m, other=0.0)
    tl.store(out_ptr + row * D + d, x + p, mask=m)

class ModelNew(nn.Module):
    def __init__(self, max_len, dim):
        super().__init__()
        self.pos = nn.Embedding(max_len, dim)

    def forward(self, x, start_pos):
        x = x.contiguous()
        B, T, D = x.shape
        out = torch.empty_like(x)
        add_pos_kernel[(B * T,)](x, self.pos.weight, out, T, D, BLOCK=triton.next_power_of_2(D))
        return out
