# probes: correct (red team 62b, twin of adv_rt62b_iouloss_1): IoU loss with the union's eps
# reference: ref_rt62b_iouloss.py
# expect: ok
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
    union = (px2 - px1) * (py2 - py1) + (tx2 - tx1) * (ty2 - ty1) - inter + eps
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
