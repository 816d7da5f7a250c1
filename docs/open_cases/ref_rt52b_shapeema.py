# Reference: a training-mode 2-D batch norm whose (C, 1, 1) running buffers are rebound to the (1, C, 1, 1) keepdim EMA (broadcasting changes the shape)
import torch
import torch.nn as nn


class Model(nn.Module):
    """Batch norm over the channels of an NCHW tensor in training mode, written from scratch:
    the running statistics are registered as (C, 1, 1) buffers and each forward rebinds them to the
    EMA with the keepdim batch statistics, which broadcasts them to (1, C, 1, 1)."""
    def __init__(self, c, momentum=0.1, eps=1e-5):
        super().__init__()
        self.momentum, self.eps = momentum, eps
        self.weight = nn.Parameter(torch.ones(c))
        self.bias = nn.Parameter(torch.zeros(c))
        self.register_buffer("running_mean", torch.zeros(c, 1, 1))
        self.register_buffer("running_var", torch.ones(c, 1, 1))

    def forward(self, x):
        mean = x.mean(dim=(0, 2, 3), keepdim=True)
        var = ((x - mean) ** 2).mean(dim=(0, 2, 3), keepdim=True)
        self.running_mean = (1 - self.momentum) * self.running_mean + self.momentum * mean.detach()
        self.running_var = (1 - self.momentum) * self.running_var + self.momentum * var.detach()
        y = (x - mean) / torch.sqrt(var + self.eps)
        return y * self.weight.view(1, -1, 1, 1) + self.bias.view(1, -1, 1, 1)


def get_inputs():
    return [torch.randn(8, 16, 8, 8)]


def get_init_inputs():
    return [16]
