# Reference (red team 75): the standard transformer training step: torch.optim.Adam on a parameter
# held by the module, under a linear learning-rate warmup (torch.optim.lr_scheduler.LambdaLR);
# each call takes a gradient, steps the optimiser, then the scheduler, and returns the parameter.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, warmup):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.opt = torch.optim.Adam([self.weight], lr=lr, betas=(0.9, 0.999), eps=1e-8)
        self.sched = torch.optim.lr_scheduler.LambdaLR(
            self.opt, lambda s: min(1.0, (s + 1) / warmup))

    def forward(self, grad):
        self.weight.grad = grad.clone()
        self.opt.step()
        self.sched.step()
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [1e-3, 100]
