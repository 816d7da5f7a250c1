# probes: (red team 62b) IoU loss (detection box regression) without the union's eps: inter / (area_p + area_t - inter), so a degenerate pair (two zero-area boxes at one row: padded all-zero ground-truth rows against collapsed or zero-padded predictions, point annotations) is 0/0 = NaN where the reference gives loss 1. The small trial's zero sets (sandbox._zero_sets) zero one index of dim 0 in each float input independently, so the two inputs' zeroed rows coincide at 1 draw in 256; a guard needing two inputs zero at one position together is never met (the eps the zero sets exist to test); closed: the small trial's zero sets give float inputs whose dim 0 has one size the same zeroed row (_zero_sets' rows): both boxes degenerate at one row
# reference: ref_rt62b_iouloss.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def iou_loss_kernel(p_ptr, t_ptr, out_ptr, n, eps, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    px1 = tl.load(p_ptr + i * 4 + 0, mask=m, other=0.0)
    py1 = tl.load(p_ptr + i * 4 + 1, mask=m, other=0.0)
    px2 = tl.load(p_ptr + i * 4 + 2, mask=m, other=0.0)
    py2 = tl.load(p_ptr + i * 4 + 3, mask=m, other=0.0)
    tx1 = tl.load(t_ptr + i * 4 + 0, mask=m, other=0.0)
    ty1 = tl.load(t_ptr + i * 4 + 1, mask=m, other=0.0)
    tx2 = tl.load(t_ptr + i * 4 + 2, mask=m, other=0.0)
    ty2 = tl.load(t_ptr + i * 4 + 3, mask=m, other=0.0)
    w = tl.maximum(tl.minimum(px2, tx2) - tl.maximum(px1, tx1), 0.0)
    h = tl.maximum(tl.minimum(py2, ty2) - tl.maximum(py1, ty1), 0.0)
    inter = w * h
    union = (px2 - px1) * (py2 - py1) + (tx2 - tx1) * (ty2 - ty1) - inter
    tl.store(out_ptr + i, 1 - inter / union, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred, target):
        pred = pred.contiguous()
        target = target.contiguous()
        n = pred.shape[0]
        out = torch.empty(n, dtype=pred.dtype, device=pred.device)
        iou_loss_kernel[(triton.cdiv(n, 128),)](pred, target, out, n, 1e-7, BLOCK=128)
        return out
