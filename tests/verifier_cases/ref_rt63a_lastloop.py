# Reference (red team 63a): last-valid-frame pooling written as a per-utterance loop over Python ints (x[b, int(length) - 1], as plain model code writes it); lengths are in [1, T] (every utterance has a frame).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, lengths):                 # x: (B, T, C), lengths: (B,) int64
        return torch.stack([x[b, int(lengths[b]) - 1] for b in range(x.shape[0])])


def get_inputs():
    return [torch.randn(8, 40, 64), torch.randint(1, 41, (8,))]


def get_init_inputs():
    return []
