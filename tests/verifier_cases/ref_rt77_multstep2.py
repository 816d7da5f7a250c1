# Reference: SGD with momentum under a step decay written as a MultiplicativeLR (the rate
# multiplied by gamma at every step_size-th step, else kept), both held by the module.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, momentum, step_size, gamma):
        super().__init__()
        self.step_size = step_size
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.opt = torch.optim.SGD([self.weight], lr=lr, momentum=momentum)
        self.sched = torch.optim.lr_scheduler.MultiplicativeLR(
            self.opt, lr_lambda=lambda e: gamma if e % step_size == 0 else 1.0)

    def forward(self, grad):
        self.weight.grad = grad.clone()
        self.opt.step()
        self.sched.step()
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [0.1, 0.9, 30, 0.1]
