# probes: red team 1, cheat_hook_1: launch hook (`add_pre_run_hook`)
# reference: ref_relu.py
# expect: static
# runtime: fallback
"""cheat_hook_1 -- compute in the interpreter's pre-run hook (launch hook, depth > 0).
Targets: tests/verifier_cases/ref_relu.py.
Trick: InterpretedFunction.add_pre_run_hook(fn): the GridExecutor calls fn(*host_args) inside
the wrapped run (mon.depth == 1), after the "before" memory check and before the "after"
snapshot. .numpy() is allowed at depth > 0, so the hook writes np.maximum(x, 0) into `out`.
The kernel just re-stores out's own values (complete store log, no arithmetic).
Verdict: ok.
"""
import numpy as np
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def touch(out_ptr, x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(out_ptr + offs, mask=m), mask=m)


def hook(out_ptr, x_ptr, n, BLOCK):
    np.maximum(x_ptr.numpy(), 0, out=out_ptr.numpy())


touch.add_pre_run_hook(hook)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        touch[(triton.cdiv(x.numel(), 1024),)](out, x, x.numel(), BLOCK=1024)
        return out
