# Reference (red team 62b): an optimiser written as a module that owns the weight it trains:
#   SGD with momentum and decoupled weight decay on an nn.Parameter, updated in place under
#   no_grad (a fused optimiser step), returning the updated weight.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, rows, cols, lr, momentum, wd):
        super().__init__()
        self.lr, self.momentum, self.wd = lr, momentum, wd
        self.weight = nn.Parameter(torch.randn(rows, cols))
        self.register_buffer("buf", torch.zeros(rows, cols))

    @torch.no_grad()
    def forward(self, grad):
        self.buf.mul_(self.momentum).add_(grad)
        self.weight.mul_(1 - self.lr * self.wd).add_(self.buf, alpha=-self.lr)
        return self.weight.clone()


def get_inputs():
    return [torch.randn(48, 80)]


def get_init_inputs():
    return [48, 80, 0.05, 0.9, 0.01]
