# Stands for: a bf16 model's running-mean centering (a streaming feature normaliser / mean-only batch norm kept in the model's bf16 dtype): the running mean updated in place with mul_ / add_ each call, the input centred by it
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, d=256, momentum=0.05):
        super().__init__()
        self.momentum = momentum
        self.register_buffer("running_mean", torch.zeros(d, dtype=torch.bfloat16))

    def forward(self, x):
        m = x.mean(0)
        self.running_mean.mul_(1 - self.momentum).add_(m, alpha=self.momentum)
        return x - self.running_mean


def get_inputs():
    return [torch.randn(64, 256, dtype=torch.bfloat16)]


def get_init_inputs():
    return [256, 0.05]
