# Reference (red team 62b): a fused Lion optimiser step written as a module (the way fused
#   optimiser kernels are tested): the momentum buffer starts at zero as in torch/lion-pytorch,
#   update = sign(beta1 * m + (1 - beta1) * g), p <- p * (1 - lr * wd) - lr * update,
#   m <- beta2 * m + (1 - beta2) * g. sign(0) = 0: a row whose gradient is exactly zero
#   while its momentum is zero (the first step; an embedding row no batch touched; a frozen
#   or masked slice) is only decayed, not moved.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, numel_rows, numel_cols, lr, beta1, beta2, wd):
        super().__init__()
        self.lr, self.beta1, self.beta2, self.wd = lr, beta1, beta2, wd
        self.register_buffer("exp_avg", torch.zeros(numel_rows, numel_cols))

    def forward(self, p, g):
        update = (self.beta1 * self.exp_avg + (1 - self.beta1) * g).sign()
        new_p = p * (1 - self.lr * self.wd) - self.lr * update
        self.exp_avg.mul_(self.beta2).add_(g, alpha=1 - self.beta2)
        return new_p


def get_inputs():
    return [torch.randn(64, 96), torch.randn(64, 96)]


def get_init_inputs():
    return [64, 96, 0.01, 0.9, 0.99, 0.1]
