# Reference: causal attention weights with a learnable (T, T) relative bias that folds the causal mask in: initialised to zero below the diagonal and -inf above it (trained, the lower triangle moves; the -inf stays). softmax(scores + bias, dim=-1).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, seq_len):
        super().__init__()
        bias = torch.zeros(seq_len, seq_len).masked_fill(
            torch.ones(seq_len, seq_len, dtype=torch.bool).triu(1), float("-inf"))
        self.bias = nn.Parameter(bias)

    def forward(self, scores):
        return torch.softmax(scores + self.bias, dim=-1)


def get_inputs():
    return [torch.randn(2, 4, 32, 32)]


def get_init_inputs():
    return [32]
