# Reference (red team 74): an Adam step on a parameter held by the module, its moments in buffers,
# betas given as a tuple (here beta1 = 0.0: Adam without momentum, as used for GAN training / RMSprop-like)
import math
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, lr, betas, eps):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.lr = lr
        self.betas = betas
        self.eps = eps
        self.register_buffer("exp_avg", torch.zeros(64, 128))
        self.register_buffer("exp_avg_sq", torch.zeros(64, 128))
        self.step = 0

    def forward(self, grad):
        b1, b2 = self.betas
        self.step += 1
        self.exp_avg.lerp_(grad, 1 - b1)
        self.exp_avg_sq.mul_(b2).addcmul_(grad, grad, value=1 - b2)
        bc1 = 1 - b1 ** self.step
        bc2 = 1 - b2 ** self.step
        denom = (self.exp_avg_sq.sqrt() / math.sqrt(bc2)).add_(self.eps)
        self.weight.data.addcdiv_(self.exp_avg, denom, value=-self.lr / bc1)
        return self.weight.detach().clone()


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [1e-3, (0.0, 0.99), 1e-8]
