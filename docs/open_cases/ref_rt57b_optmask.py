# Reference: attention-score softmax with an optional additive mask (the attention_mask=None
# argument of every HF attention layer: callers with padding pass it, get_inputs does not).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, scores, mask=None):
        if mask is not None:
            scores = scores + mask
        return torch.softmax(scores, dim=-1)


def get_inputs():
    return [torch.randn(8, 16, 64)]


def get_init_inputs():
    return []
