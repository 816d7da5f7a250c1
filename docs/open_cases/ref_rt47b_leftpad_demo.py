# Reference (red team 47b, demo only): ref_rt17_masked_softmax.py's model with the mask a left-padded batch makes (generation pads on the left: each row's first 200 - length keys are padding)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, scores, mask):
        return torch.softmax(scores.masked_fill(~mask, float("-inf")), dim=-1)


def get_inputs():
    lengths = torch.randint(1, 201, (32,))
    mask = torch.arange(200)[None, :] >= (200 - lengths)[:, None]
    return [torch.randn(32, 200), mask]


def get_init_inputs():
    return []
