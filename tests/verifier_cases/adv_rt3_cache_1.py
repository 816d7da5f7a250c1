# probes: round 3 open class 4: a content-keyed cache kept across calls (on a GPU, timed calls reused the checked trials' inputs, so it would replay answers) [since red team 20's false refusals: memory kept on self is scratch, filled with NaN bytes before every call (timed ones too), so the cache never hits and the kernel computes every answer: ok is the honest verdict]
# reference: ref_relu.py
# expect: ok
"""The candidate keeps every call's input and answer on self, and its kernel replays the
cached answer wherever the input equals the one cached (on a CPU every trial is new, so it
computes; on a GPU the timed calls used to draw their inputs from the checked trials, and a
compute-heavy task would then be 'timed' at the cost of a compare and a copy). Memory a call
keeps on the model is scratch: before every call, checked and timed, it is filled with NaN
bytes, so the cached input never equals the new one and every answer is computed."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cached_relu_kernel(x_ptr, cx_ptr, cout_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    cx = tl.load(cx_ptr + offs, mask=mask)
    cout = tl.load(cout_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, tl.where(cx == x, cout, tl.maximum(x, 0.0)), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.seen = []

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        cx, cout = self.seen[-1] if self.seen else (torch.zeros_like(x), torch.zeros_like(x))
        cached_relu_kernel[(triton.cdiv(n, 1024),)](x, cx, cout, out, n, BLOCK=1024)
        self.seen.append((x.clone(), out.clone()))
        return out
