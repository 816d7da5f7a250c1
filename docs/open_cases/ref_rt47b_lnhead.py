# Reference: a classifier head: LayerNorm, then a Linear, then a softmax over the classes (the output layer of a ViT / MLP classifier).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, num_classes):
        super().__init__()
        self.ln = nn.LayerNorm(in_features)
        self.fc = nn.Linear(in_features, num_classes)

    def forward(self, x):
        return torch.softmax(self.fc(self.ln(x)), dim=-1)


def get_inputs():
    return [torch.randn(16, 256)]


def get_init_inputs():
    return [256, 512]
