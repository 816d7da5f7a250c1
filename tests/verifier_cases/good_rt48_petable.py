# probes: FALSE REFUSAL (red team 48, refused at 3 of 3 keys): honest twin: the same learnable sinusoidal table, computed in __init__ by a Triton kernel (tl.sin/tl.cos of pos * exp(-ln(1e4) 2i/d): within an ulp or two of torch's), held as the module's nn.Parameter and read at every call; forward adds it to the tokens. round 47 pairs a computed parameter with the reference's by a digest of the whole tensor at 8 fraction bits (sandbox._near_digest, two grids): over 262k elements a few ulp differences cross both grids' boundaries somewhere, both digests miss, the table is left unpaired and keeps its init while the reference runs with keyed values
# reference: ref_rt48_petable.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sinusoid_kernel(pe_ptr, D, BLOCK: tl.constexpr):
    p = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < D
    i2 = (cols // 2) * 2
    freq = tl.exp(i2.to(tl.float32) * (-9.210340371976184 / D))
    ang = p.to(tl.float32) * freq
    v = tl.where(cols % 2 == 0, tl.sin(ang), tl.cos(ang))
    tl.store(pe_ptr + p * D + cols, v, mask=m)


@triton.jit
def add_pe_kernel(x_ptr, pe_ptr, out_ptr, TD, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    pe = tl.load(pe_ptr + offs % TD, mask=m, other=0.0)
    tl.store(out_ptr + offs, x + pe, mask=m)


class ModelNew(nn.Module):
    def __init__(self, max_len, dim):
        super().__init__()
        pe = torch.empty(max_len, dim)
        sinusoid_kernel[(max_len,)](pe, dim, BLOCK=triton.next_power_of_2(dim))
        self.pe = nn.Parameter(pe)

    def forward(self, x):
        x = x.contiguous()
        T, D = x.shape[1], x.shape[2]
        out = torch.empty_like(x)
        n = x.numel()
        add_pe_kernel[(triton.cdiv(n, 4096),)](x, self.pe, out, T * D, n, BLOCK=4096)
        return out
