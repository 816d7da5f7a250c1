# Reference (red team 75): a bias vector trained by torch.optim.Adafactor at its defaults (lr 1e-2,
# relative step size min(lr, 1/sqrt(t)), beta2_t = 1 - t^-0.8, update clipping d = 1); each call
# takes a gradient, steps the optimiser, and returns the parameter.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, size):
        super().__init__()
        self.bias = nn.Parameter(torch.randn(size) * 0.02)
        self.opt = torch.optim.Adafactor([self.bias])

    def forward(self, grad):
        self.bias.grad = grad.clone()
        self.opt.step()
        return self.bias.detach().clone()


def get_inputs():
    return [torch.randn(4096)]


def get_init_inputs():
    return [4096]
