# Reference (red team 62b): the IoU loss of detection heads (torchvision/mmdet style), boxes
#   (x1, y1, x2, y2); union + eps so a degenerate pair (two zero-area boxes: padded ground
#   truth rows of zeros against a collapsed prediction) gives IoU 0, loss 1.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred, target):
        lt = torch.max(pred[:, :2], target[:, :2])
        rb = torch.min(pred[:, 2:], target[:, 2:])
        wh = (rb - lt).clamp(min=0)
        inter = wh[:, 0] * wh[:, 1]
        area_p = (pred[:, 2] - pred[:, 0]) * (pred[:, 3] - pred[:, 1])
        area_t = (target[:, 2] - target[:, 0]) * (target[:, 3] - target[:, 1])
        iou = inter / (area_p + area_t - inter + 1e-7)
        return 1 - iou


def get_inputs():
    xy1 = torch.rand(256, 2) * 100
    xy2 = xy1 + torch.randn(256, 2) * 5
    return [torch.cat([xy1, xy1 + torch.rand(256, 2) * 50 + 1], 1),
            torch.cat([xy2, xy2 + torch.rand(256, 2) * 50 + 1], 1)]


def get_init_inputs():
    return []
