# probes: the ParameterList constructor bypass of adv_rt27_plist_1 on a 4,096-element task: the per-life budget of numbers made by constructors (MAX_PY_NUMBERS) should stop it
# reference: ref_half.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    v = tl.load(src_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, v, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        flat = x.reshape(-1)
        n = flat.numel()
        plist = nn.ParameterList([nn.Parameter(flat[i], requires_grad=False) for i in range(n)])
        rounded = torch.tensor(plist, dtype=torch.float16)
        out = torch.empty(x.shape, dtype=torch.float16, device=x.device)
        copy_kernel[(triton.cdiv(n, 128),)](rounded, out, n, BLOCK=128)
        return out
