# probes: red team 52a (closed: forward's float defaults become inputs passed by position, sandbox.forward_defaults): forward(x, scale=0.125) whose kernel has 0.125 written into it (the keyword is accepted and never read). Every trial calls forward(*inputs) with get_inputs()'s list, so a float keyword default of forward is never passed: _transform moves the Python floats among the inputs and _moved_init / init_keywords the constructor's keyword defaults (red team 47), but nothing moves forward's own; a caller's softmax(x, scale=0.0884) gets scale 0.125
# reference: ref_rt52a_fwddefault.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=float("-inf")) * 0.125
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(out_ptr + row * N + cols, e / tl.sum(e, axis=0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, scale=0.125):
        x = x.contiguous()
        N = x.shape[-1]
        out = torch.empty_like(x)
        softmax_kernel[(x.numel() // N,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
