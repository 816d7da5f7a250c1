# probes: red team 58a: tensors inside a dict SUBCLASS argument (collections.OrderedDict, what HF ModelOutput and torchvision's feature dicts are) are never scaled: sandbox._map_leaves walks `type(x) in (list, tuple)` and `type(x) is dict` exactly, so an OrderedDict is one leaf that no trial moves; this softmax skips the max subtraction: exp overflows (NaN rows) for any logits above ~88; closed: _map_leaves walks a collections.OrderedDict (by exact type), so its tensors are scaled as a dict's are
# reference: ref_rt58a_odictin.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_rows(x_ptr, o_ptr, D, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    x = tl.load(x_ptr + r * D + offs, mask=m, other=-float("inf"))
    e = tl.exp(x)
    e = tl.where(m, e, 0.0)
    tl.store(o_ptr + r * D + offs, e / tl.sum(e, axis=0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, batch):
        x = batch["logits"].contiguous()
        D = x.shape[-1]
        out = torch.empty_like(x)
        softmax_rows[(x.numel() // D,)](x, out, D, BLOCK=triton.next_power_of_2(D))
        return out
