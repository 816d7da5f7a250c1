# probes: red team 65a: temperature softmax that never reads T = 0 as greedy decoding (divides the logits by 0: inf - inf = NaN rows) where the reference returns the one-hot of the argmax; T = 0 is the setting a serving user sends most. A Python float among forward's inputs only moves by |factor| ** (1/16 .. 3/16) (sandbox._transform: x1.8-2.4, x0.4-0.6, x0.75-1.33, sign kept), which never reaches 0; the edges call (_edge_value) changes masks and ints only, and the only special value drawn for a float is the reverse (a 0.0 input made nonzero, round 54); a forward's Python `== 0.0` test is no tensor op, so _forward_changes' float sentinels never see it; closed: the zero edges call sets Python floats to 0 with the counts
# reference: ref_rt65a_temp0.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def temp_softmax_kernel(x_ptr, out_ptr, V, t, GREEDY: tl.constexpr, BV: tl.constexpr):
    row = tl.program_id(0)
    v = tl.arange(0, BV)
    m = v < V
    x = tl.load(x_ptr + row * V + v, mask=m, other=-float("inf"))
    if GREEDY:
        mx = tl.max(x, axis=0)
        first = tl.min(tl.where((x == mx) & m, v, BV), axis=0)
        p = tl.where(v == first, 1.0, 0.0)
    else:
        z = x / t
        z = z - tl.max(z, axis=0)
        e = tl.where(m, tl.exp(z), 0.0)
        p = e / tl.sum(e, axis=0)
    tl.store(out_ptr + row * V + v, p, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, temperature):
        logits = logits.contiguous()
        B, V = logits.shape
        out = torch.empty_like(logits)
        greedy = False          # (the bug: T = 0 is not read as greedy, logits / 0)
        temp_softmax_kernel[(B,)](logits, out, V, temperature, GREEDY=greedy,
                                  BV=triton.next_power_of_2(V))
        return out
