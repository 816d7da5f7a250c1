# Reference (red team 55b): batch normalisation (batch statistics) whose running statistics live in a plain helper object (a torch port of baselines' RunningMeanStd), updated in place every call
import torch
import torch.nn as nn


class RunningMeanStd:
    def __init__(self, shape, momentum=0.1):
        self.mean = torch.zeros(shape)
        self.var = torch.ones(shape)
        self.momentum = momentum

    def update(self, batch_mean, batch_var):
        self.mean.mul_(1 - self.momentum).add_(self.momentum * batch_mean)
        self.var.mul_(1 - self.momentum).add_(self.momentum * batch_var)


class Model(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.rms = RunningMeanStd(features)

    def forward(self, x):
        mean = x.mean(dim=0)
        var = x.var(dim=0, unbiased=False)
        self.rms.update(mean, var)
        return (x - mean) / torch.sqrt(var + 1e-5)


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [128]
