# Reference (red team 61b): GELU with the tanh approximation (GPT-2, BERT-large variants, gemma).
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return F.gelu(x, approximate="tanh")


def get_inputs():
    return [torch.randn(64, 256)]


def get_init_inputs():
    return []
