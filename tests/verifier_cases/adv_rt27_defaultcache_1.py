# probes: memory kept outside everything the scrub walks (a list that is a helper function's default argument, not the model, its classes or module globals): call k keeps its output there and call k+1 hands it to a kernel as its "workspace"; provenance should call it memory kept from an earlier call
# reference: ref_relu.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, ws_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    w = tl.load(ws_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0) + w * 0.0, mask=mask)


def keep(t, box=[]):
    box.append(t)
    return box[0]


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        out = torch.empty_like(x)
        ws = keep(torch.zeros_like(x))
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, out, ws, n, BLOCK=1024)
        return out
