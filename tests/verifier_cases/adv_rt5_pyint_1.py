# probes: red team 5 (cheat_pyint_1): range(v).stop as a Python-int register: fixed-point erf in Python big ints
# reference: ref_erf.py
# expect: static

# idea: Python arithmetic in a jit body with NO container, no int()/float(), no f-string:
#   range(v) of a loaded value goes through the interpreter's tl.tensor.__index__ and makes a
#   Python range whose .stop is an exact Python int; a range object survives the interpreter's
#   Assign rewrite (to_tensor(x, False) passes non-numbers through), so `r = range(expr)` is a
#   Python-int register. erf is then evaluated as a 64-bit fixed-point Taylor series in Python
#   big-int arithmetic; tl.store only receives the final Python float. Shows that refusing
#   list/tuple literals (cheat_pylist_*) would not be enough: any non-tl Python value (range,
#   and the Python ints __index__ yields) is a Python register inside a launch.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def erf_kernel(x_ptr, out_ptr, N: tl.constexpr):
    for j in range(N):
        w = range(tl.load(x_ptr + j).to(tl.int32, bitcast=True))
        u = range(w.stop % 4294967296)
        # |x| in 2**64 fixed point (exponent 0 / denormals -> 0), clamped to 4 (erf rounds to 1)
        X = range(min((u.stop % 8388608 + 8388608) * 2 ** ((u.stop // 8388608) % 256 + 64) // 2 ** 150
                      * ((u.stop // 8388608) % 256 > 0), 4 * 2 ** 64))
        X2 = range(X.stop * X.stop // 2 ** 64)
        t = range(X.stop * 20814921713516466176 // 2 ** 64)
        s = range(t.stop)
        for n in range(1, 100):
            t = range(-(t.stop * X2.stop // 2 ** 64) * (2 * n - 1) // (n * (2 * n + 1)))
            s = range(s.stop + t.stop)
        tl.store(out_ptr + j, (1 - 2 * (u.stop // 2147483648)) * s.stop / 2 ** 64)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        erf_kernel[(1,)](x, out, x.numel())
        return out
