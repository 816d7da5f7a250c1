# Reference: a weight-normalised Linear (torch.nn.utils.weight_norm, WaveNet/TTS style) and a
# softmax over its outputs.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, d, c):
        super().__init__()
        self.fc = nn.utils.weight_norm(nn.Linear(d, c))

    def forward(self, x):
        return torch.softmax(self.fc(x), dim=1)


def get_inputs():
    return [torch.randn(64, 256)]


def get_init_inputs():
    return [256, 128]
