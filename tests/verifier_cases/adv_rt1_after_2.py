# probes: red team 1, cheat_after_2: finalizer (`__del__`)
# reference: ref_relu.py
# expect: static
# runtime: mismatch
"""cheat_after_2 -- a finalizer (__del__) that computes the answer after the checks.
Targets: tests/verifier_cases/ref_relu.py.
Trick: forward returns a tuple *subclass* holding one kernel-written tensor (zeros; passes
provenance) plus, as an attribute, a Trigger object. _flatten_out copies the elements into a
list, so when run_trial returns, the tuple (and the Trigger) is freed: Trigger.__del__ runs
outside the modes, after _provenance, before the alias check and _pack, and does
out.copy_(torch.relu(x)).
Verdict: ok.
"""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def zero(out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.zeros([BLOCK], tl.float32), mask=offs < n)


class Trigger:
    def __init__(self, out, x):
        self.out, self.x = out, x

    def __del__(self):
        self.out.copy_(torch.relu(self.x))


class Result(tuple):
    pass


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        zero[(triton.cdiv(x.numel(), 1024),)](out, x.numel(), BLOCK=1024)
        r = Result((out,))
        r.trigger = Trigger(out, x)
        return r
