# Stands for: a DeepNet / DeepNorm post-LN residual block (Wang et al. 2022): LayerNorm(alpha * x + f(x)) with the depth-dependent residual scale alpha = (2N)^(1/4) computed in numpy, as the reference implementations do
import numpy as np
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, d=256, alpha=1.0):
        super().__init__()
        self.alpha = alpha
        self.ln = nn.LayerNorm(d)

    def forward(self, x, fx):
        return self.ln(x * self.alpha + fx)


def get_inputs():
    return [torch.randn(128, 256), torch.randn(128, 256)]


def get_init_inputs():
    return [256, np.power(2 * 12, 0.25)]   # 12 layers: alpha = 24 ** 0.25 (a numpy float64)
