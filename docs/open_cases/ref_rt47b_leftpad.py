# Reference: a copy of tests/verifier_cases/ref_rt17_masked_softmax.py (red team 47b). attention probabilities with a boolean key-padding mask (True = attend).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, scores, mask):
        return torch.softmax(scores.masked_fill(~mask, float("-inf")), dim=-1)


def get_inputs():
    mask = torch.rand(32, 200) > 0.3
    mask[:, 0] = True
    return [torch.randn(32, 200), mask]


def get_init_inputs():
    return []
