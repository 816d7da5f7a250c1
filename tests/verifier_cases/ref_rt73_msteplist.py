# Reference (red team 73): an SGD step under a MultiStepLR schedule (lr * gamma ** milestones
# passed), its milestones a Python list given to the constructor, its step a Python int
import bisect
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, milestones, gamma):
        super().__init__()
        self.lr = lr
        self.milestones = list(milestones)
        self.gamma = gamma
        self.step = 0

    def forward(self, param, grad):
        self.step += 1
        lr = self.lr * self.gamma ** bisect.bisect_right(self.milestones, self.step)
        return param - lr * grad


def get_inputs():
    return [torch.randn(64, 128), torch.randn(64, 128)]


def get_init_inputs():
    return [0.5, [60, 160], 0.1]
