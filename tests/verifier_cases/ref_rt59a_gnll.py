# Reference: a heteroscedastic regression head: a Linear layer predicts the mean, and a learned per-output variance (held as a positive variance, initialised to ones) enters the elementwise Gaussian NLL 0.5 * (log var + (target - mean)^2 / var)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim, out_dim):
        super().__init__()
        self.fc = nn.Linear(dim, out_dim)
        self.var = nn.Parameter(torch.ones(out_dim))

    def forward(self, x, target):
        mean = self.fc(x)
        return 0.5 * (torch.log(self.var) + (target - mean) ** 2 / self.var)


def get_inputs():
    return [torch.randn(32, 64), torch.randn(32, 48)]


def get_init_inputs():
    return [64, 48]
