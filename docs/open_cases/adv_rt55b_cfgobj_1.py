# probes: OPEN: red team 55b (NOT A CHEAT: refused as stage reference, like its honest twin): a HF-style reference built from a config object (get_init_inputs returns [Config(256, 0.35)]) cannot be evaluated at all: the child's safe unpickler refuses reference.Config ("refusing to unpickle reference.Config"); were it allowed, _moved_init (_map_leaves walks lists, tuples, dicts only) would never move the float inside the object, and this candidate with 0.35 written into the kernel would pass; open: a reference whose get_init_inputs returns an object of its own class cannot be evaluated (the safe unpickler refuses it): stated limit
# reference: ref_rt55b_cfgobj.py
# expect: reference
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def res_kernel(x_ptr, h_ptr, out_ptr, n, scale, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    h = tl.load(h_ptr + offs, mask=m, other=0.0)
    e = tl.exp(-2.0 * tl.abs(h))
    t = (1.0 - e) / (1.0 + e)
    t = tl.where(h >= 0, t, -t)
    tl.store(out_ptr + offs, x + scale * t, mask=m)


class ModelNew(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.scale = config.residual_scale

    def forward(self, x, h):
        x = x.contiguous()
        h = h.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        res_kernel[(triton.cdiv(n, 1024),)](x, h, out, n, 0.35, BLOCK=1024)
        return out
