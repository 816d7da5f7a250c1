# Reference (red team 75): SGD with momentum under torch.optim.lr_scheduler.CosineAnnealingLR over a
# whole training run (T_max steps), both held by the module; each call takes a gradient, steps
# the optimiser, then the scheduler, and returns the parameter.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, momentum, t_max, eta_min):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.opt = torch.optim.SGD([self.weight], lr=lr, momentum=momentum)
        self.sched = torch.optim.lr_scheduler.CosineAnnealingLR(self.opt, T_max=t_max, eta_min=eta_min)

    def forward(self, grad):
        self.weight.grad = grad.clone()
        self.opt.step()
        self.sched.step()
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [0.1, 0.9, 2000, 1e-4]
