# Reference: a landmark / keypoint regression loss (face alignment, pose heads): coordinates of
# keypoints the annotator did not label are stored as -1 (the COCO / WFLW export convention),
# and the smooth-L1 loss is averaged over the labelled coordinates only.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred, target):             # (B, K, 2); -1 = not annotated
        valid = (target != -1).to(pred.dtype)
        loss = F.smooth_l1_loss(pred, target, reduction="none") * valid
        return loss.sum() / valid.sum().clamp(min=1)


def get_inputs():
    return [torch.randn(16, 17, 2), torch.randn(16, 17, 2)]


def get_init_inputs():
    return []
