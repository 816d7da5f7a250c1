# probes: the answer written after the checks: a listed buffer that is a module of the candidate's, whose untyped_storage (a submodule found by nn.Module.__getattr__) the verifier's alias check called inside its quiet bookkeeping, where PyTorch writes the answer into the output a copy kernel filled
# reference: ref_fused.py
# expect: static
# runtime: fallback
# idea: red team 9. self.named_buffers = self.listed put a module where the verifier
#   expected tensors; its bookkeeping called Tensor methods on it unmonitored.
#   Fixed: no module may replace an nn.Module method (static gate; sandbox._module_shadowing),
#   and every parameter and buffer must be a plain tensor.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(o_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


class Storage(nn.Module):
    """Called as spy.untyped_storage(): nn.Module.__getattr__ finds it among the submodules."""
    def __init__(self, jobs):
        super().__init__()
        self.jobs = jobs

    def forward(self):
        for x, b, out in self.jobs:
            out.copy_(torch.relu(x + b) * 0.5 - torch.sigmoid(x))
        self.jobs.clear()
        return self

    def nbytes(self):
        return 0


class Zero(nn.Module):
    def forward(self):
        return 0


class Spy(nn.Module):
    def __init__(self):
        super().__init__()
        self.jobs = []
        st = Storage(self.jobs)
        st.add_module("data_ptr", Zero())
        self.add_module("untyped_storage", st)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.spy = Spy()
        self.named_buffers = self.listed

    def listed(self, prefix="", recurse=True, remove_duplicate=True):
        return iter([("s", self.spy)])

    def forward(self, x, b):
        x = x.contiguous()
        out = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        self.spy.jobs.append((x, b, out))
        return out
