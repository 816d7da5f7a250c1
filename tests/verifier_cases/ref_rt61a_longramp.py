# Reference (red team 61a): a step counter (int64 buffer the forward increments) driving a linear ramp gate, min(1, step / 4,000,000) (a schedule over a long horizon)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.register_buffer("step", torch.zeros((), dtype=torch.long))
        self.warmup = 4000000

    def forward(self, x):
        self.step += 1
        gate = torch.clamp(self.step.float() / self.warmup, max=1.0)
        return x * gate


def get_inputs():
    return [torch.randn(16, 64)]


def get_init_inputs():
    return [64]
