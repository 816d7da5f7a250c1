# probes: candidate code run by the verifier after __init__, outside the monitor: an instance attribute self.named_parameters replaces nn.Module's method, which nn.Module.parameters calls; it tabulates torch.sigmoid over all 65,536 fp16 inputs into a buffer the kernel gathers from
# reference: ref_sigmoid_half.py
# expect: static
# runtime: fallback
# idea: red team 9. The verifier called torch.nn.Module.parameters(model) unbound (to avoid
#   a class override), but nn.Module.parameters itself calls self.named_parameters, bound: an
#   instance attribute set in __init__ ran there, with no dispatch mode on, and PyTorch
#   computed the whole answer table unseen. The kernel is a gather.
#   Fixed: the static gate refuses assigning self.<an nn.Module attribute>; at run time,
#   after __init__, a module whose instance dict or candidate class names an nn.Module
#   attribute (other than forward, extra_repr) is refused (sandbox._module_shadowing).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_kernel(x_ptr, t_ptr, o_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    xb = tl.load(x_ptr + offs, mask=mask, other=0)
    idx = xb.to(tl.int32) + 32768
    y = tl.load(t_ptr + idx, mask=mask, other=0.0)
    tl.store(o_ptr + offs, y, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.table = torch.zeros(65536, dtype=torch.float16)

        def listing(recurse=True):
            # runs when the verifier calls torch.nn.Module.parameters(model): no monitor active
            codes = torch.arange(-32768, 32768, dtype=torch.int32).to(torch.int16)
            self.table.copy_(torch.sigmoid(codes.view(torch.float16)))
            return torch.nn.Module.named_parameters(self, recurse=recurse)

        self.named_parameters = listing

    def forward(self, x):
        out = torch.empty_like(x)
        n = x.numel()
        gather_kernel[(triton.cdiv(n, 1024),)](x.view(torch.int16), self.table, out, n, BLOCK=1024)
        return out
