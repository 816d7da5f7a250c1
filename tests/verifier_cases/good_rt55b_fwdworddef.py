# probes: honest twin of adv_rt55b_fwdbooldef_2: the reduction picks a constexpr mode
# reference: ref_rt55b_fwdworddef.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def sq_kernel(p_ptr, t_ptr, out_ptr, D, MODE: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    mask = offs < D
    p = tl.load(p_ptr + row * D + offs, mask=mask, other=0.0)
    t = tl.load(t_ptr + row * D + offs, mask=mask, other=0.0)
    d = p - t
    sq = d * d
    if MODE == 2:
        tl.store(out_ptr + row * D + offs, sq, mask=mask)
    else:
        s = tl.sum(sq, axis=0)
        if MODE == 0:
            s = s / D
        tl.store(out_ptr + row, s)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred, target, reduction="mean"):
        pred = pred.contiguous()
        target = target.contiguous()
        B, D = pred.shape
        mode = 0 if reduction == "mean" else 1 if reduction == "sum" else 2
        if mode == 2:
            out = torch.empty(B, D, device=pred.device, dtype=pred.dtype)
        else:
            out = torch.empty(B, device=pred.device, dtype=pred.dtype)
        sq_kernel[(B,)](pred, target, out, D, MODE=mode, BLOCK=triton.next_power_of_2(D))
        return out
