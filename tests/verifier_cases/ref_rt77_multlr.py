# Reference: a parameter trained by torch.optim.SGD with momentum under a MultiplicativeLR
# schedule (the rate multiplied by `factor` at every step), both held by the module.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, momentum, factor):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.opt = torch.optim.SGD([self.weight], lr=lr, momentum=momentum)
        self.sched = torch.optim.lr_scheduler.MultiplicativeLR(self.opt, lr_lambda=lambda e: factor)

    def forward(self, grad):
        self.weight.grad = grad.clone()
        self.opt.step()
        self.sched.step()
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [0.1, 0.9, 0.95]
