# probes: memory kept from an earlier call laundered by a copy: the next call clones self.keep[-1] (the last answer) and hands the clone to its kernel [since red team 20's false refusals: memory kept on self is scratch, filled with NaN bytes before every call, so the kernel reads NaN and the answer is wrong; since red team 56's scrubtell the checked calls leave kept memory as the last call left it, as a user's process does, and p * 0.0 over the previous (finite) answer is the right answer: ok; a timed call (GPU) finds kept memory filled with NaN and a checked timed call gets NaN]
# reference: ref_relu.py
# expect: ok
# idea: red team 9. Every op's output storage joined the call's known memory, views too, so
#   a view of an earlier call's answer looked like memory this call made. On a CPU each trial
#   is new (no gain); on a GPU the timed calls repeat the checked inputs: an answer cache.
#   Fixed: PyTorch may not copy memory kept from an earlier call in forward (a copy carries its source's provenance).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, prev_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    p = tl.load(prev_ptr + offs, mask=mask, other=0.0)   # the previous call's answer
    tl.store(y_ptr + offs, tl.maximum(x, 0.0) + p * 0.0, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.keep = [torch.zeros(1)]

    def forward(self, x):
        n = x.numel()
        y = torch.empty_like(x)
        prev = self.keep[-1]
        if prev.numel() != n:
            prev = torch.zeros_like(x)
        prev = prev.clone()            # a copy: fresh memory holding the old answer
        relu_kernel[(triton.cdiv(n, 1024),)](x, prev, y, n, BLOCK=1024)
        self.keep.append(y)
        return y
