# probes: red team 1, cheat_frame_1: forged result frame
# reference: ref_relu.py
# expect: static
# runtime: fallback
"""cheat_frame_1 -- forged result frame with stage "ok".
Targets: tests/verifier_cases/ref_relu.py (works for ANY reference: it never looks at the problem).
Trick: at import time walk the Python frames (inspect, not banned) up to reward._child_main, take its
res_fd, write a plain-data frame {"stage": "ok"} with reward's own _write_frame, then os._exit(0).
The parent's evaluate() does `if got["stage"] != "done": return done(got["stage"], ...)` and
done() sets correct = (stage == "ok"): the child-supplied stage string becomes the verdict.
Verdict: ok (correct=True, no outputs ever compared).
"""
import inspect, os, sys
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def k(x_ptr):
    pass


f = inspect.currentframe()
while f is not None and "res_fd" not in f.f_locals:
    f = f.f_back
if f is not None:
    rw = sys.modules["__main__"]
    rw._write_frame(f.f_locals["res_fd"], sys.modules["pickle"].dumps({"stage": "ok"}))
    os._exit(0)


class ModelNew(nn.Module):
    def forward(self, x):
        return x
