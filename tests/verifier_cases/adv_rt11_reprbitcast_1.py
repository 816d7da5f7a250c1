# probes: as reprhook_1 with x.view(torch.bfloat16) inside the repr callable
# reference: ref_bf16.py
# expect: static
# idea: red team 11, as reprhook_1.
import torch
import torch.nn as nn
import triton
import triton.language as tl

STASH = []


def kernel_name(proxy):
    x = STASH[-1]
    STASH.append(x.view(torch.bfloat16))
    return "trigger_kernel"


@triton.jit(repr=kernel_name)
def trigger_kernel(p_ptr, C: tl.constexpr):
    tl.store(p_ptr, tl.load(p_ptr))


@triton.jit
def pick_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + 2 * offs + 1, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.calls = 0

    def forward(self, x):
        self.calls += 1
        x = x.contiguous()
        scratch = torch.zeros(1, dtype=torch.float32, device=x.device)
        STASH.append(x)
        trigger_kernel[(1,)](scratch, C=self.calls)
        halves = STASH[-1]
        out = torch.empty(x.shape, dtype=torch.bfloat16, device=x.device)
        n = out.numel()
        pick_kernel[(triton.cdiv(n, 1024),)](halves, out, n, BLOCK=1024)
        STASH.clear()
        return out
