# Reference (red team 75): torch.optim.Adam on a parameter held by the module, under a linear
# learning-rate warmup written by hand (a step count on the module, the rate set in param_groups
# before each step, as many training loops do); each call takes a gradient, steps, returns the parameter.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, warmup):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.opt = torch.optim.Adam([self.weight], lr=lr, betas=(0.9, 0.999), eps=1e-8)
        self.base_lr = lr
        self.warmup = warmup
        self.k = 0

    def forward(self, grad):
        self.weight.grad = grad.clone()
        self.k += 1
        for g in self.opt.param_groups:
            g["lr"] = self.base_lr * min(1.0, self.k / self.warmup)
        self.opt.step()
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [1e-3, 100]
