# probes: red team 57a: an honest ReLU kernel on a tensor that forward receives inside a dict argument (batch["x"], HF-style): sandbox._tensor_args walks lists and tuples but not dicts, so one_call's mon.known never holds the dict's tensor and the launch is refused as memory kept from an earlier call (accepted since: a call's input tensors are taken through dicts too, sandbox._input_tensors)
# reference: ref_rt57a_dictinput.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, batch):
        x = batch["x"].contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
