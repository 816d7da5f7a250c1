# Reference: nn.Linear: forward reads the CURRENT weight and bias (after an optimizer step or load_state_dict, whatever they hold).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        return self.fc(x)


def get_inputs():
    return [torch.randn(40, 64)]


def get_init_inputs():
    return [64, 48]
