# Reference (red team 58a): a classifier head, Linear then softmax over the classes
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, num_classes):
        super().__init__()
        self.fc = nn.Linear(in_features, num_classes)

    def forward(self, x):
        return torch.softmax(self.fc(x), dim=-1)


def get_inputs():
    return [torch.randn(16, 64)]


def get_init_inputs():
    return [64, 32]
