# Reference: an RMSprop-style preconditioned step as a module (the update an optimizer applies):
# a running mean of squared gradients kept as a buffer, the returned update -lr * g / (sqrt(v) + eps).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, n, alpha):
        super().__init__()
        self.alpha = alpha
        self.lr = 1e-3
        self.eps = 1e-8
        self.register_buffer("sq", torch.zeros(n))

    def forward(self, grad):
        self.sq.mul_(self.alpha).addcmul_(grad, grad, value=1.0 - self.alpha)
        return -self.lr * grad / (self.sq.sqrt() + self.eps)


def get_inputs():
    return [torch.randn(8192)]


def get_init_inputs():
    return [8192, 0.99]
