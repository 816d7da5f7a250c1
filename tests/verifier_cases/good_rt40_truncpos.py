# good: (red team 40) a positional embedding initialised with trunc_normal_, as the reference does, added in a kernel (refused until sandbox.NOISE_OPS)
# reference: ref_rt40_truncpos.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_pos_kernel(x_ptr, p_ptr, out_ptr, n, per, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    p = tl.load(p_ptr + offs % per, mask=mask)
    tl.store(out_ptr + offs, x + p, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, n_tok=16, dim=256):
        super().__init__()
        self.pos_embed = nn.Parameter(torch.zeros(1, n_tok, dim))
        nn.init.trunc_normal_(self.pos_embed, std=0.02)

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        per = self.pos_embed.numel()
        add_pos_kernel[(triton.cdiv(n, 1024),)](x, self.pos_embed, out, n, per, BLOCK=1024)
        return out
