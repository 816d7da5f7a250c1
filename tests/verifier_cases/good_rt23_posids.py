# probes: red team 23 (posids): honest positional embedding: the kernel gathers the row each token's position id names
# reference: ref_rt23_posids.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_pos_kernel(x_ptr, ids_ptr, w_ptr, y_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)          # (b, t) flattened
    t = tl.load(ids_ptr + row)      # the position this token has
    cols = tl.arange(0, BLOCK)
    m = cols < D
    x = tl.load(x_ptr + row * D + cols, mask=m, other=0.0)
    w = tl.load(w_ptr + t * D + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * D + cols, x + w, mask=m)


class ModelNew(nn.Module):
    def __init__(self, max_pos, d):
        super().__init__()
        self.pos = nn.Embedding(max_pos, d)

    def forward(self, x, position_ids):
        x = x.contiguous()
        B, T, D = x.shape
        y = torch.empty_like(x)
        ids = position_ids.contiguous()
        add_pos_kernel[(B * T,)](x, ids, self.pos.weight, y, D, BLOCK=triton.next_power_of_2(D))
        return y
