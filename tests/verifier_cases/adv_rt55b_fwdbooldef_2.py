# probes: red team 55b: (adv_rt55b_fwdbooldef_1 with a str default) forward(pred, target, reduction='mean') whose kernel always averages, reduction accepted and never read: sandbox.forward_defaults passes only defaults up to the last finite float or int, so a str default is never an input and _transform's word swap (_words: 'sum', 'none' are in the reference's source) never meets it; any caller's reduction='sum' gets the mean; closed: forward's str default is passed too, and takes its alternatives at the flag calls
# reference: ref_rt55b_fwdworddef.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def row_mse_kernel(p_ptr, t_ptr, out_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    mask = offs < D
    p = tl.load(p_ptr + row * D + offs, mask=mask, other=0.0)
    t = tl.load(t_ptr + row * D + offs, mask=mask, other=0.0)
    d = p - t
    tl.store(out_ptr + row, tl.sum(d * d, axis=0) / D)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred, target, reduction="mean"):
        pred = pred.contiguous()
        target = target.contiguous()
        B, D = pred.shape
        out = torch.empty(B, device=pred.device, dtype=pred.dtype)
        row_mse_kernel[(B,)](pred, target, out, D, BLOCK=triton.next_power_of_2(D))
        return out
