# Reference: per-channel input normalisation with the mean and std given to the constructor as tensors (torchvision's Normalize as a module: ImageNet's statistics in get_init_inputs) and held as buffers.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, mean, std):
        super().__init__()
        self.register_buffer("mean", mean.reshape(1, -1, 1, 1))
        self.register_buffer("std", std.reshape(1, -1, 1, 1))

    def forward(self, x):
        return (x - self.mean) / self.std


def get_inputs():
    return [torch.rand(8, 3, 32, 32)]


def get_init_inputs():
    return [torch.tensor([0.485, 0.456, 0.406]), torch.tensor([0.229, 0.224, 0.225])]
