# probes: adv_rt27_plist_1 with two floats per counted number: the input viewed as complex64 pairs, an nn.ParameterList of 0-d complex views, torch.tensor(..., dtype=complex32) rounds both halves below the dispatcher; the per-life budget counts one number per complex element (1,600 floats rounded for 800 counted)
# reference: ref_rt27_half_320.py
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
        pairs = torch.view_as_complex(x.reshape(-1, 2))
        m = pairs.numel()
        plist = nn.ParameterList([nn.Parameter(pairs[i], requires_grad=False) for i in range(m)])
        rounded = torch.view_as_real(torch.tensor(plist, dtype=torch.complex32)).reshape(-1)
        n = rounded.numel()
        out = torch.empty(x.shape, dtype=torch.float16, device=x.device)
        copy_kernel[(triton.cdiv(n, 128),)](rounded, out, n, BLOCK=128)
        return out
