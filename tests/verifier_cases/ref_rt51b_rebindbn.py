# Reference: a training-mode batch norm written from scratch whose forward rebinds its running statistics (self.running_mean = ...) instead of updating them in place
import torch
import torch.nn as nn


class Model(nn.Module):
    """Batch norm over the features of a (batch, features) tensor in training mode, written
    from scratch (the d2l.ai style): the running statistics are registered buffers that each
    forward REBINDS (self.running_mean = ...), a new tensor every call, instead of updating
    them in place."""
    def __init__(self, n, momentum=0.1, eps=1e-5):
        super().__init__()
        self.momentum, self.eps = momentum, eps
        self.weight = nn.Parameter(torch.ones(n))
        self.bias = nn.Parameter(torch.zeros(n))
        self.register_buffer("running_mean", torch.zeros(n))
        self.register_buffer("running_var", torch.ones(n))

    def forward(self, x):
        mean = x.mean(0)
        var = x.var(0, unbiased=False)
        self.running_mean = (1 - self.momentum) * self.running_mean + self.momentum * mean
        self.running_var = (1 - self.momentum) * self.running_var + \
            self.momentum * x.var(0, unbiased=True)
        return (x - mean) / torch.sqrt(var + self.eps) * self.weight + self.bias


def get_inputs():
    return [torch.randn(128, 256)]


def get_init_inputs():
    return [256]
