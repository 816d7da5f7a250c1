# Reference: nn.LayerNorm over the last dimension (a normalisation with affine weights).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.ln = nn.LayerNorm(dim)
        with torch.no_grad():   # non-trivial affine weights, so a kernel that ignores them fails
            self.ln.weight.uniform_(0.5, 1.5)
            self.ln.bias.uniform_(-0.5, 0.5)

    def forward(self, x):
        return self.ln(x)


def get_inputs():
    return [torch.randn(24, 96) * 3 + 1]


def get_init_inputs():
    return [96]
