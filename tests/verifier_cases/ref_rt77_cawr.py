# Reference: SGD with momentum under CosineAnnealingWarmRestarts (a cosine from lr to eta_min
# over T_0 steps, restarted every T_0 steps), both held by the module.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, momentum, T_0, eta_min):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.opt = torch.optim.SGD([self.weight], lr=lr, momentum=momentum)
        self.sched = torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(
            self.opt, T_0=T_0, eta_min=eta_min)

    def forward(self, grad):
        self.weight.grad = grad.clone()
        self.opt.step()
        self.sched.step()
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [0.1, 0.9, 50, 0.001]
