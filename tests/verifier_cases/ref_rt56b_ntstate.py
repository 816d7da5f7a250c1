# Reference (red team 56b): observation normaliser (RL) whose running statistics are held in a typing.NamedTuple (loaded from a checkpoint; forward reads them)
import torch
import torch.nn as nn
from typing import NamedTuple


class RunningStats(NamedTuple):
    mean: torch.Tensor
    var: torch.Tensor


class Model(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.obs_rms = RunningStats(torch.zeros(n), torch.ones(n))

    def forward(self, x):
        return torch.clamp((x - self.obs_rms.mean) / torch.sqrt(self.obs_rms.var + 1e-8), -10.0, 10.0)


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [128]
