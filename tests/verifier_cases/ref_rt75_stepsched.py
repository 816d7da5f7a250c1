# Reference (red team 75): a parameter trained by torch.optim.SGD with momentum under a StepLR
# schedule, both held by the module: each call takes a gradient, steps the optimiser, then the
# scheduler (the learning rate drops tenfold every `step_size` = 30 steps, a classic ResNet-style step schedule), and returns the parameter.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, momentum, step_size, gamma):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.opt = torch.optim.SGD([self.weight], lr=lr, momentum=momentum)
        self.sched = torch.optim.lr_scheduler.StepLR(self.opt, step_size=step_size, gamma=gamma)

    def forward(self, grad):
        self.weight.grad = grad.clone()
        self.opt.step()
        self.sched.step()
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [0.1, 0.9, 30, 0.1]
