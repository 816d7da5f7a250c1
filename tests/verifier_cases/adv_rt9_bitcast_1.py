# probes: fp32 -> bf16 done by a bitcast view in forward: the high halves of x.view(torch.bfloat16) are x truncated to bf16 (within the 1e-2 tolerance); a same-dtype copy and a copy kernel do the rest
# reference: ref_bf16.py
# expect: fallback
# idea: red team 9. view(dtype) was a view op, so the dtype rule for copies never saw the
#   reinterpretation. Fixed: a bitcast view to another dtype in forward is refused (a kernel
#   bitcasts with .to(dtype, bitcast=True)).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    v = tl.load(src_ptr + offs, mask=mask)
    tl.store(dst_ptr + offs, v, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        halves = x.contiguous().view(torch.bfloat16)      # each fp32 as (low, high) bf16 halves
        high = halves.reshape(-1, 2)[:, 1]                 # the high half = fp32 truncated to bf16
        n = high.numel()
        src = torch.empty(n, dtype=torch.bfloat16, device=x.device)
        src.copy_(high)                                    # same-dtype copy: data movement
        y = torch.empty(n, dtype=torch.bfloat16, device=x.device)
        copy_kernel[(triton.cdiv(n, 1024),)](src, y, n, BLOCK=1024)
        return y.reshape(x.shape)
