# probes: red team 61a: adv_rt60a_warmup_1 with the step a Python int attribute (self.step += 1) instead of a tensor buffer: the gate step / 2000 without its min(1, .); closed: plain Python ints and floats the forward changes (found by comparing the modules' numbers around the forwards _forward_changes runs) jump with the tensor counters, on the candidate's side by attribute name (sandbox._py_jump, _number_home); a candidate that keeps its count under another name does not jump and is refused with the cheat
# reference: ref_rt61a_pywarm.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gate_kernel(x_ptr, o_ptr, n, step, inv_warmup, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    g = step * inv_warmup
    tl.store(o_ptr + offs, x * g, mask=m)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.step = 0
        self.warmup = 2000

    def forward(self, x):
        self.step += 1
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        gate_kernel[(triton.cdiv(n, 1024),)](x, out, n, self.step, 1.0 / self.warmup, BLOCK=1024)
        return out
