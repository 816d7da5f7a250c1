# probes: (red team 48) a random COMPLEX parameter snapshotted in __init__ (its (re, im) pairs copied once into a plain tensor the kernel reads; the module's w is never read). keyed_state splits a complex tensor into two real views, which are plain Tensors, not nn.Parameter, so _reference_job drops their digest (sig None: 'buffers with values are not keyed') and round 47's rewrite after __init__ never reaches a random complex weight: the stale copy matches every trial; after load_state_dict it answers with the init's gain
# reference: ref_rt48_cplxw.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cmul_kernel(x_ptr, w_ptr, out_ptr, N, total, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)     # complex element index
    m = offs < total
    k = offs % N
    xr = tl.load(x_ptr + offs * 2, mask=m, other=0.0)
    xi = tl.load(x_ptr + offs * 2 + 1, mask=m, other=0.0)
    wr = tl.load(w_ptr + k * 2, mask=m, other=0.0)
    wi = tl.load(w_ptr + k * 2 + 1, mask=m, other=0.0)
    tl.store(out_ptr + offs * 2, xr * wr - xi * wi, mask=m)
    tl.store(out_ptr + offs * 2 + 1, xr * wi + xi * wr, mask=m)


class ModelNew(nn.Module):
    def __init__(self, n_bins):
        super().__init__()
        self.w = nn.Parameter(torch.randn(n_bins, dtype=torch.cfloat))
        self.w_pairs = torch.view_as_real(self.w).detach().clone()      # snapshot

    def forward(self, x):
        x = x.contiguous()
        N = x.shape[-2]
        total = x.numel() // 2
        out = torch.empty_like(x)
        cmul_kernel[(triton.cdiv(total, 1024),)](x, self.w_pairs, out, N, total,
                                                  BLOCK=1024)
        return out
