# Reference: training-mode BatchNorm2d with momentum=None: the running statistics are a
# cumulative average, weighted by 1 / num_batches_tracked (the "precise BN" recalibration of
# detectron2 / timm, or fine-tuning from a checkpoint that keeps its counter).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.bn = nn.BatchNorm2d(channels, momentum=None)

    def forward(self, x):
        return self.bn(x)


def get_inputs():
    return [torch.randn(8, 4, 8, 8)]


def get_init_inputs():
    return [4]
