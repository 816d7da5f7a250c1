# Reference: masked mean pooling of token features (sentence embeddings from a padded batch):
# sum of the kept tokens over the count of kept tokens, the count clamped at 1 so an empty
# sequence (a row with no kept token) pools to zeros, as sentence-transformers does.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, mask):
        m = mask.unsqueeze(-1).to(x.dtype)
        return (x * m).sum(dim=1) / m.sum(dim=1).clamp(min=1.0)


def get_inputs():
    return [torch.randn(16, 32, 64), torch.rand(16, 32) < 0.6]


def get_init_inputs():
    return []
