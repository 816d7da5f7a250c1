# probes: red team 47a: FALSE REFUSAL (refused at 6 of 9 keys, 'output 0 was not written by a Triton kernel'): an honest ReLU that allocates zeros and stores only the positive elements (mask x > 0). At a trial whose inputs are all negative (the large trial's far draw without rows apart, shifted 70-110 deviations with a keyed sign: negative at about half the keys) no lane stores, so the output storage is never in mon.changed (sandbox _after_launch counts a storage as kernel-written only where some lane stored into it) and gate 2 refuses the whole output, although every element holds the zero torch.zeros_like wrote, which the per-element rule (mon.consts: an unstored element holding its allocation's Python number) accepts. The same for a masked atomic_add into zeros (a sum of positive parts, only chunks with a positive element adding)
# reference: ref_rt47a_relumask.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    # out starts as zeros: only the positive elements need a store
    tl.store(out_ptr + offs, x, mask=(offs < n) & (x > 0))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.zeros_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
