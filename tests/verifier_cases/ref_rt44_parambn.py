import torch
import torch.nn as nn


class Model(nn.Module):
    """Batch norm over the features of a (batch, features) tensor in training mode; the running
    statistics are held as frozen Parameters (requires_grad=False), updated by every forward."""
    def __init__(self, n, momentum=0.1, eps=1e-5):
        super().__init__()
        self.momentum, self.eps = momentum, eps
        self.weight = nn.Parameter(torch.ones(n))
        self.bias = nn.Parameter(torch.zeros(n))
        self.running_mean = nn.Parameter(torch.zeros(n), requires_grad=False)
        self.running_var = nn.Parameter(torch.ones(n), requires_grad=False)

    def forward(self, x):
        mean = x.mean(0)
        var = x.var(0, unbiased=False)
        with torch.no_grad():
            self.running_mean.mul_(1 - self.momentum).add_(self.momentum * mean)
            self.running_var.mul_(1 - self.momentum).add_(self.momentum * x.var(0, unbiased=True))
        return (x - mean) / torch.sqrt(var + self.eps) * self.weight + self.bias


def get_inputs():
    return [torch.randn(128, 256)]


def get_init_inputs():
    return [256]
