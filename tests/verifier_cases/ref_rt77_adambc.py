# Reference (red team 77, a copy of ref_rt74_optadam): a parameter trained by torch.optim.Adam held by the module: each call
# takes a gradient, steps the optimiser and returns the updated parameter (the optimiser's
# exp_avg / exp_avg_sq / step state is made lazily at the first step, inside the optimiser)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.opt = torch.optim.Adam([self.weight], lr=lr, betas=(0.9, 0.999), eps=1e-8)

    def forward(self, grad):
        self.weight.grad = grad.clone()
        self.opt.step()
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [1e-3]
