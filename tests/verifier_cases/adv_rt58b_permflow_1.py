# probes: red team 58b: a flow's fixed random permutation read from an int32 copy the candidate made in __init__ ('narrow the index for the kernel once'), never from the module's `perm` buffer: integer tensors are paired and compared as state but never keyed (sandbox._perturb writes keyed values into floating-point tensors only, 'integer state keeps its values'), nor moved by the redrawn trial (rmovers: floating point only), so the copy equals the buffer at every call of every evaluation; after load_state_dict of a trained flow (another randperm) or any assignment to model.perm, the kernel permutes with the permutation drawn at construction; closed: random integer and bool tensors are keyed now: their elements in a keyed order (sandbox._keyed_order, on both sides), so a copy made in __init__ is stale at every call
# reference: ref_rt58b_permflow.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def perm_affine(x_ptr, p_ptr, ls_ptr, b_ptr, out_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    j = tl.arange(0, BLOCK)
    m = j < D
    src = tl.load(p_ptr + j, mask=m, other=0)
    x = tl.load(x_ptr + row * D + src, mask=m, other=0.0)
    ls = tl.load(ls_ptr + j, mask=m, other=0.0)
    b = tl.load(b_ptr + j, mask=m, other=0.0)
    tl.store(out_ptr + row * D + j, x * tl.exp(ls) + b, mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.register_buffer("perm", torch.randperm(dim))
        self.gather_index = self.perm.to(torch.int32)
        self.log_scale = nn.Parameter(torch.zeros(dim))
        self.shift = nn.Parameter(torch.zeros(dim))

    def forward(self, x):
        x = x.contiguous()
        M, D = x.shape
        out = torch.empty_like(x)
        perm_affine[(M,)](x, self.gather_index, self.log_scale, self.shift, out, D,
                          BLOCK=triton.next_power_of_2(D))
        return out
