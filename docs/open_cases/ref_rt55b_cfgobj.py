# Reference (red team 55b): a HF-style module built from a config object (get_init_inputs passes one Config): a residual branch scaled by config.residual_scale
import torch
import torch.nn as nn


class Config:
    def __init__(self, hidden_size, residual_scale):
        self.hidden_size = hidden_size
        self.residual_scale = residual_scale


class Model(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.scale = config.residual_scale

    def forward(self, x, h):
        return x + self.scale * torch.tanh(h)


def get_inputs():
    return [torch.randn(32, 256), torch.randn(32, 256)]


def get_init_inputs():
    return [Config(256, 0.35)]
