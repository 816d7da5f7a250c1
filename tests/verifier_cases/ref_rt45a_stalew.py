# Reference: nn.Linear (a copy of ref_linear.py): forward reads the module's CURRENT weight and bias (after load_state_dict or a training step, whatever they hold).
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
