# Reference (red team 58a): adaptive average pooling to an output size passed per call (a
# forward default, as torchvision's heads and RoI poolers take it)
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, output_size=(4, 4)):
        return F.adaptive_avg_pool2d(x, output_size)


def get_inputs():
    return [torch.randn(2, 8, 16, 16)]


def get_init_inputs():
    return []
