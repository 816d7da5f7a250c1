# probes: red team 19 (resizekeep): memory kept from an earlier call made "this call's" by a no-op resize_ (any op whose result is an operand's memory kept that memory's status: fixed), and a kernel reads it [since red team 20's false refusals: memory kept on self is scratch, filled with NaN bytes before every call, so the kernel reads NaN and the answer is wrong; since red team 56's scrubtell, the checked calls leave kept memory as the last call left it, as a user's process does, and the kernel's p * 0.0 over the previous (finite) answer is the right answer: ok; on a GPU the timed calls refill kept memory with NaN first, and a checked timed call gets NaN]
# reference: ref_relu.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, prev_ptr, y_ptr, n, USE_PREV: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.maximum(x, 0.0)
    if USE_PREV:
        p = tl.load(prev_ptr + offs, mask=m)   # memory an earlier call allocated and kept
        y = y + p * 0.0
    tl.store(y_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.prev = None

    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        if self.prev is None:
            relu_kernel[(triton.cdiv(n, 256),)](x, x, y, n, USE_PREV=False, BLOCK=256)
        else:
            p = self.prev
            p.resize_(p.shape)          # a no-op resize: its storage is now "known"
            relu_kernel[(triton.cdiv(n, 256),)](x, p, y, n, USE_PREV=True, BLOCK=256)
        self.prev = y
        return y
