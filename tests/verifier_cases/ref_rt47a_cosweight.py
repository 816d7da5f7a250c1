# Reference: a cosine-similarity classifier head (normalised features times normalised class weights, scaled), the class weights a random init
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, in_features, num_classes, scale):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(num_classes, in_features))
        self.scale = scale

    def forward(self, x):
        return self.scale * (F.normalize(x, dim=1) @ F.normalize(self.weight, dim=1).t())


batch_size = 64
in_features = 128
num_classes = 48
scale = 16.0


def get_inputs():
    return [torch.randn(batch_size, in_features)]


def get_init_inputs():
    return [in_features, num_classes, scale]
