# Reference: FlashAttention-style unpadding: keep only the real tokens of a padded batch,
# x[mask] (bool mask (B, L), x (B, L, D)), packed in order into (n_tokens, D).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, mask):
        return x[mask] * 2.0


def get_inputs():
    return [torch.randn(4, 32, 64), torch.rand(4, 32) < 0.7]


def get_init_inputs():
    return []
