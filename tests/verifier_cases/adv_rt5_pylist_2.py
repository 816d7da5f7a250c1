# probes: red team 5 (cheat_pylist_2): erf as a Python-float Taylor series kept in list cells inside a jit body
# reference: ref_erf.py
# expect: static

# idea: same hole as cheat_pylist_1, pushed to arbitrary Python FLOAT math inside the jit body
#   with no launch-argument trick: each loaded value's bits become a Python int through
#   `if (b >> k) & 1:` + an augmented assignment into a local list (AugAssign is not rewritten
#   by the interpreter, only Assign, so the element stays a Python int), the float is rebuilt
#   in Python and erf is a Python Taylor series held in list cells; tl.store only writes the
#   Python float. No tl arithmetic computes the answer. (A GPU compile would refuse lists.)
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def erf_kernel(x_ptr, out_ptr, N: tl.constexpr):
    for j in range(N):
        b = tl.load(x_ptr + j).to(tl.int32, bitcast=True)
        w = [0, 0.0, 0.0, 0.0]
        for k in range(32):
            if (b >> k) & 1:
                w[0] += 2 ** k
        # w[1] = |x| as a Python float
        w[1] += ((w[0] % 8388608) / 8388608 + 1) * 2.0 ** ((w[0] // 8388608) % 256 - 127)
        # Taylor series of erf at |x| (|x| >= 4 rounds to 1 in fp32): w[2] term, w[3] sum
        w[1] -= (w[1] > 4.0) * (w[1] - 4.0)
        w[2] += w[1] * 1.1283791670955126
        w[3] += w[2]
        for n in range(1, 100):
            w[2] *= -w[1] * w[1] * (2 * n - 1) / (n * (2 * n + 1))
            w[3] += w[2]
        w[3] -= (w[0] // 8388608 % 256 == 0) * w[3]
        w[3] -= 2 * (w[0] >= 2147483648) * w[3]
        tl.store(out_ptr + j, w[3])


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        erf_kernel[(1,)](x, out, x.numel())
        return out
