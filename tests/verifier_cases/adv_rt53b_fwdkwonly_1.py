# probes: red team 53b: temperature softmax with forward's KEYWORD-ONLY default (def forward(self, logits, *, temperature=0.7)) written into the kernel as 1/0.7 and the argument ignored: forward's keyword-only float and int defaults are now passed by name after the inputs (sandbox.forward_keywords, _by_name on both sides) and move as a float input does
# reference: ref_rt53b_fwdkwonly.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def tsoftmax_kernel(x_ptr, y_ptr, N, inv_t, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=-float("inf")) * inv_t
    x = x - tl.max(x, 0)
    e = tl.where(m, tl.exp(x), 0.0)
    tl.store(y_ptr + row * N + cols, e / tl.sum(e, 0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, *, temperature=0.7):
        x = logits.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        tsoftmax_kernel[(M,)](x, y, N, 1.0 / 0.7, BLOCK=triton.next_power_of_2(N))
        return y

