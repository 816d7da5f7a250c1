# Reference: SGD under a OneCycleLR schedule (cosine warmup from max_lr/25 to max_lr over the
# first 30 % of total_steps, then cosine annealing to max_lr/25/1e4), both held by the module.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, max_lr, total_steps):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.opt = torch.optim.SGD([self.weight], lr=max_lr)
        self.sched = torch.optim.lr_scheduler.OneCycleLR(
            self.opt, max_lr=max_lr, total_steps=total_steps, cycle_momentum=False)

    def forward(self, grad):
        self.weight.grad = grad.clone()
        self.opt.step()
        self.sched.step()
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [0.1, 1000]
