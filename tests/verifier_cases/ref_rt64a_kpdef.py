# Reference: a landmark / keypoint regression loss (face alignment, pose heads): coordinates of
# keypoints the annotator did not label hold a fill value, -1 by default (the COCO / WFLW export
# convention), passed as forward's `missing` argument so datasets with another fill can reuse
# the loss; the smooth-L1 loss is averaged over the labelled coordinates only.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred, target, missing=-1.0):      # (B, K, 2)
        valid = (target != missing).to(pred.dtype)
        loss = F.smooth_l1_loss(pred, target, reduction="none") * valid
        return loss.sum() / valid.sum().clamp(min=1)


def get_inputs():
    return [torch.randn(16, 17, 2), torch.randn(16, 17, 2)]


def get_init_inputs():
    return []
