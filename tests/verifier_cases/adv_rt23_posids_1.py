# probes: red team 23 (posids): integer inputs are never moved, and get_inputs() draws position_ids = arange(seq) every trial; the kernel ignores position_ids and gathers row t for token t (wrong for any offset, e.g. decoding with a KV cache)
# reference: ref_rt23_posids.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_pos_kernel(x_ptr, w_ptr, y_ptr, T, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)          # (b, t) flattened
    t = row % T
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
        add_pos_kernel[(B * T,)](x, self.pos.weight, y, T, D, BLOCK=triton.next_power_of_2(D))
        return y
