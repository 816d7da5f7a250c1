# probes: red team 1, cheat_frame_3: forged frame → parent hang
# reference: ref_relu.py
# expect: static
# runtime: fallback
"""cheat_frame_3 -- HANG THE PARENT with a tiny forged frame (shared-reference "billion laughs").
Targets: tests/verifier_cases/ref_relu.py (any reference).
Trick: the result frame is only checked to be plain data, never for size or shape. Build
b = [b, b] nested 40 levels (80 list objects; the pickle memo keeps it ~1 KB, and the server
re-pickles it just as compactly), send {"stage": "done", "outputs": [b, ...]} on the result fd
and os._exit(0). In the parent, _compare -> _unpack walks it as a tree: 2**40 calls, no
timeout applies (the deadline is the server's, and the server already answered).
Verdict: evaluate(timeout_s=10) still running after 120 s (killed by the harness).
"""
import inspect, os, sys
import torch.nn as nn
import triton


@triton.jit
def k(x_ptr):
    pass


b = []
for _ in range(40):
    b = [b, b]
f = inspect.currentframe()
while f is not None and "res_fd" not in f.f_locals:
    f = f.f_back
sys.modules["__main__"]._write_frame(f.f_locals["res_fd"], sys.modules["pickle"].dumps(
    {"stage": "done", "outputs": [b] * 5, "aliases": [[]] * 5, "inputs_after": [b] * 5}))
os._exit(0)


class ModelNew(nn.Module):
    def forward(self, x):
        return x
