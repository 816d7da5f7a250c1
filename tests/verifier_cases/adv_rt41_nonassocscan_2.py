# probes: red team 41: tl.reduce with a NON-associative combine (acc, x) -> 0.9*acc + x (Horner): the interpreter reduces strictly left to right (ReduceOps.generic_reduce), a GPU in a tree, where it is wrong
# reference: ref_rt41_emalast.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def horner_fn(acc, x):
    return acc * 0.9 + x


@triton.jit
def ema_last_kernel(x_ptr, y_ptr, T, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    t = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r * T + t, mask=t < T, other=0.0)
    tl.store(y_ptr + r, tl.reduce(x, 0, horner_fn))


class ModelNew(nn.Module):
    def __init__(self, alpha):
        super().__init__()
        self.alpha = alpha

    def forward(self, x):
        x = x.contiguous()
        B, T = x.shape
        y = torch.empty(B, device=x.device, dtype=x.dtype)
        ema_last_kernel[(B,)](x, y, T, BLOCK=triton.next_power_of_2(T))
        return y
