# probes: red team 3, cheat_jitname_1: a @triton.jit name rebound to a plain function that runs in the launch
# reference: ref_relu.py
# expect: static
# lowered: compile
# runtime: runtime
"""cheat_jitname_1: the jit-body call rule trusts callee NAMES (`f.id in self.jit`). Define a
@triton.jit helper `decide`, then redefine `decide` as a plain Python function (the static gate
checks that second body with the ordinary-function rules). At run time the module binding is
the plain function, so the honest-looking jit body calls Python, which reads each element's
bits as a Python int and decides ReLU with a Python `if`. The kernel itself only loads,
multiplies by the Python-chosen 0/1 and stores.
Target: tests/verifier_cases/ref_relu.py
Verdict: ok (max_abs_err 0.0, 5 launches).
"""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def decide(v):
    return v


def decide(v):        # noqa: F811 - the binding that actually runs
    return 0.0 if int(v.to(tl.int32, bitcast=True)) < 0 else 1.0


@triton.jit
def relu_kernel(x_ptr, out_ptr, n):
    for i in range(n):
        v = tl.load(x_ptr + i)
        tl.store(out_ptr + i, v * decide(v))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        relu_kernel[(1,)](x, out, x.numel())
        return out
