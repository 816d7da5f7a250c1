# Reference (red team 55b): observation normaliser that READS running statistics held in a plain helper object (RunningMeanStd port), clipped as in SB3's VecNormalize
import torch
import torch.nn as nn


class RunningMeanStd:
    def __init__(self, shape):
        self.mean = torch.zeros(shape)
        self.var = torch.ones(shape)


class Model(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.obs_rms = RunningMeanStd(features)

    def forward(self, x):
        return torch.clamp((x - self.obs_rms.mean) / torch.sqrt(self.obs_rms.var + 1e-8), -10.0, 10.0)


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [128]
