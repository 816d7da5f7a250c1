# Reference: random-feature attention scores (Performer-style): a fixed random projection held
# as a plain tensor attribute (not a parameter or buffer), then a softmax over the features.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, d, m):
        super().__init__()
        self.proj = torch.randn(d, m) / d ** 0.5      # fixed, not trained

    def forward(self, x):
        return torch.softmax(x @ self.proj, dim=-1)


def get_inputs():
    return [torch.randn(64, 64)]


def get_init_inputs():
    return [64, 64]
