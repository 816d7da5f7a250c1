# probes: red team 46: honest twin (false refusal): the complex gain held as two real parameters, gain_re = ones(n) and gain_im = zeros(n) (Triton has no complex dtype); the reference's complex64 gain is keyed as its (re, im) pairs, signature ((n, 2), float32, "sha:..."), which no real tensor of shape (n,) pairs with (sandbox._keyed_view, param_signature, pair_params), so the reference runs with a keyed gain and this kernel with 1 + 0j
# reference: ref_rt46_cplxsplit.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cmag_gain_kernel(xr_ptr, gre_ptr, gim_ptr, out_ptr, n, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    col = offs % N
    re = tl.load(xr_ptr + 2 * offs, mask=m, other=0.0)
    im = tl.load(xr_ptr + 2 * offs + 1, mask=m, other=0.0)
    gre = tl.load(gre_ptr + col, mask=m, other=0.0)
    gim = tl.load(gim_ptr + col, mask=m, other=0.0)
    yr = re * gre - im * gim
    yi = re * gim + im * gre
    tl.store(out_ptr + offs, tl.sqrt(yr * yr + yi * yi), mask=m)


class ModelNew(nn.Module):
    def __init__(self, n):
        super().__init__()
        # the complex gain 1 + 0j as its real and imaginary parts
        self.gain_re = nn.Parameter(torch.ones(n))
        self.gain_im = nn.Parameter(torch.zeros(n))

    def forward(self, x):
        xr = torch.view_as_real(x.contiguous())
        n = x.numel()
        N = x.shape[-1]
        out = torch.empty(x.shape, device=x.device, dtype=torch.float32)
        BLOCK = 1024
        cmag_gain_kernel[(triton.cdiv(n, BLOCK),)](xr, self.gain_re, self.gain_im, out, n, N,
                                                   BLOCK=BLOCK)
        return out
