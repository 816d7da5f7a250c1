# honest twin of adv_rt65a_temp0_1: temperature softmax, and T = 0 as greedy (one-hot of the first maximum), as the reference
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
        greedy = temperature == 0.0
        temp_softmax_kernel[(B,)](logits, out, V, temperature, GREEDY=greedy,
                                  BV=triton.next_power_of_2(V))
        return out
