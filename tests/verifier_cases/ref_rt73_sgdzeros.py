# Reference (red team 73): one torch.optim.SGD step (momentum and weight decay, both off by
# default: 0.0) on a parameter, its momentum buffer kept in the module
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, momentum=0.0, weight_decay=0.0):
        super().__init__()
        self.lr = lr
        self.momentum = momentum
        self.weight_decay = weight_decay
        self.register_buffer("buf", torch.zeros(64, 128))

    def forward(self, param, grad):
        d = grad
        if self.weight_decay != 0:
            d = d + self.weight_decay * param
        if self.momentum != 0:
            self.buf.mul_(self.momentum).add_(d)
            d = self.buf
        return param - self.lr * d


def get_inputs():
    return [torch.randn(64, 128), torch.randn(64, 128)]


def get_init_inputs():
    return [0.05, 0.0, 0.0]
