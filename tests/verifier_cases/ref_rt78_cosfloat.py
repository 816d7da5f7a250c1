# Reference: a cosine-annealed step size from a float step count kept as a buffer (the closed
# form, periodic past T as torch's CosineAnnealingLR's), applied to a gradient: -lr * g.
import math
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, T, eta_min):
        super().__init__()
        self.lr = lr
        self.T = T
        self.eta_min = eta_min
        self.register_buffer("step", torch.zeros(1))

    def forward(self, grad):
        self.step.add_(1.0)
        rate = self.eta_min + (self.lr - self.eta_min) * 0.5 * (1.0 + torch.cos(math.pi * self.step / self.T))
        return -rate * grad


def get_inputs():
    return [torch.randn(4096)]


def get_init_inputs():
    return [0.1, 500, 0.001]
